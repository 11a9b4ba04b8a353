export { useEnabledToken } from './use-enabled-token.ts';
export type { EnabledTokenState } from './use-enabled-token.ts';
export { ENABLED_TOKEN_PAGE, enabledTokens, findEnabledToken, mostRecentlyUsed, NO_TOKEN_REDIRECT_MS } from './find-enabled-token.ts';
