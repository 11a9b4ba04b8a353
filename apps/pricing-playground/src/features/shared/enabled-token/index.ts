export { useEnabledToken } from './use-enabled-token.ts';
export type { EnabledTokenState } from './use-enabled-token.ts';
export { ENABLED_TOKEN_PAGE, findEnabledToken, NO_TOKEN_REDIRECT_MS } from './find-enabled-token.ts';
