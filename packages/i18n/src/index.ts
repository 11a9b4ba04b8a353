/**
 * `@gateway/i18n`: the one i18next instance of the console (en fallback + zh), its language
 * handling and the registry namespaces are loaded through. The shell calls initI18n() once;
 * remotes register their namespace via RemoteModule.loadMessages.
 */
export { i18n, initI18n, registerNamespace, setLanguage, currentLanguage, translate } from './registry.ts';
export type { MessageLoader, InitI18nOptions } from './registry.ts';
export { supportedLanguages, normalizeLanguage, detectLanguage, LANGUAGE_STORAGE_KEY } from './language.ts';
export type { Language } from './language.ts';
export { COMMON_NAMESPACE } from './common-namespace.ts';
