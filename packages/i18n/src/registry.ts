import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, detectLanguage, normalizeLanguage, persistLanguage } from './language.ts';
import type { Language } from './language.ts';
import { COMMON_NAMESPACE, loadCommonMessages } from './common-namespace.ts';

/** Fetches one namespace's messages for one language (usually a dynamic `import()` of a JSON file). */
export type MessageLoader = (language: Language) => Promise<Record<string, unknown>>;

export type InitI18nOptions = {
  /** Skip detection (tests, or a language forced by the URL). */
  language?: Language;
};

/**
 * The one i18next instance of the page. i18next and react-i18next are federation singletons and
 * this module is shared too, so the shell and every remote translate through this object.
 */
export const i18n: I18nInstance = i18next.createInstance();
i18n.use(initReactI18next);

const loaders = new Map<string, MessageLoader>([[COMMON_NAMESPACE, loadCommonMessages]]);
/** In-flight loads by `language|namespace`, so concurrent callers share one fetch. */
const pendingLoads = new Map<string, Promise<void>>();
let initialization: Promise<void> | undefined;

i18n.on('languageChanged', (language: string) => {
  const normalized = normalizeLanguage(language);
  if (normalized !== undefined) applyDocumentLanguage(normalized);
});

/** A dynamic `import()` of JSON resolves to a module object; accept it as well as the plain object. */
function unwrapMessages(value: unknown, namespace: string, language: Language): Record<string, unknown> {
  const candidate = Object.prototype.toString.call(value) === '[object Module]' ? (value as { default: unknown }).default : value;
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) {
    throw new TypeError(`i18n: the "${namespace}" loader returned no message object for "${language}"`);
  }
  return candidate as Record<string, unknown>;
}

async function fetchMessages(language: Language, namespace: string): Promise<Record<string, unknown>> {
  const loader = loaders.get(namespace);
  if (loader === undefined) throw new Error(`i18n: namespace "${namespace}" is not registered`);
  return unwrapMessages(await loader(language), namespace, language);
}

/** Adds the namespace's bundle for `language` unless it is already there. */
function ensureBundle(language: Language, namespace: string): Promise<void> {
  if (i18n.isInitialized && i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}|${namespace}`;
  const pending = pendingLoads.get(key);
  if (pending !== undefined) return pending;
  const load = fetchMessages(language, namespace)
    .then((messages) => {
      i18n.addResourceBundle(language, namespace, messages, true, true);
    })
    .finally(() => pendingLoads.delete(key));
  pendingLoads.set(key, load);
  return load;
}

async function initialize(language: Language): Promise<void> {
  // Fetch first and hand the bundles to init(), so the first render already has its texts.
  const namespaces = [...loaders.keys()];
  const bundles = await Promise.all(namespaces.map((namespace) => fetchMessages(language, namespace)));
  const resources: Record<string, Record<string, unknown>> = {};
  namespaces.forEach((namespace, index) => {
    resources[namespace] = bundles[index]!;
  });
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh'],
    load: 'languageOnly',
    ns: namespaces,
    defaultNS: COMMON_NAMESPACE,
    resources: { [language]: resources },
    // Other languages and late namespaces arrive through addResourceBundle.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render translated components when a bundle is added (remotes register theirs late).
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  applyDocumentLanguage(language);
}

/**
 * Starts the one i18next instance: language from localStorage 'i18nextLng', else the browser's
 * (zh* → zh), else English; loads the messages of every registered namespace for it. Calling it
 * again returns the same promise. A failed start can be retried.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<void> {
  if (initialization !== undefined) return initialization;
  const language = options.language ?? detectLanguage();
  initialization = initialize(language).catch((error: unknown) => {
    initialization = undefined;
    throw error;
  });
  return initialization;
}

/**
 * Makes a namespace available: its messages for the current language are loaded now (the promise
 * settles when they are in), the other language's when the user switches. Before initI18n the
 * loader is only remembered and initI18n loads it.
 */
export async function registerNamespace(namespace: string, loader: MessageLoader): Promise<void> {
  loaders.set(namespace, loader);
  if (initialization === undefined) return;
  await initialization;
  await ensureBundle(currentLanguage(), namespace);
}

/** The active language, or the one initI18n would pick when it has not run yet. */
export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? detectLanguage();
}

/**
 * Switches the page's language: loads every registered namespace for it first (so nothing shows
 * a raw key), then switches, remembers the choice under 'i18nextLng' and sets <html lang>.
 * If a bundle cannot be loaded the language stays as it was and the promise rejects.
 */
export async function setLanguage(language: Language): Promise<void> {
  const target = normalizeLanguage(language);
  if (target === undefined) throw new RangeError(`i18n: unsupported language "${String(language)}"`);
  if (initialization === undefined) {
    await initI18n({ language: target });
  } else {
    await initialization;
    await Promise.all([...loaders.keys()].map((namespace) => ensureBundle(target, namespace)));
    await i18n.changeLanguage(target);
  }
  persistLanguage(target);
  applyDocumentLanguage(target);
}

/** i18next's `t` reduced to the plain signature non-React code needs (e.g. the sdk's error handler). */
export function translate(key: string, values?: Record<string, unknown>): string {
  return values === undefined ? i18n.t(key) : i18n.t(key, values);
}
