/**
 * The shell's own route table as data, plus the path predicates the guards and the layout use.
 * Remote-owned prefixes come from '@gateway/mf-config/remote-apps' so a path belongs to a remote
 * even while that remote is still loading (or failed to load).
 */
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import { matchPattern } from './match-pattern.ts';

/**
 * Paths a visitor may open without signing in (SH-002; the SH-007 resolution adds
 * /, /about, /pricing). /user/reset is listed with the user routes in the requirements, but it is where the
 * password-reset email lands, and whoever follows that link is signed out.
 */
const publicPatterns = [
  '/',
  '/about',
  '/pricing',
  '/setup',
  '/login',
  '/register',
  '/reset',
  '/user/reset',
  '/oauth/github',
  '/oauth/oidc',
  '/oauth/linuxdo',
  '/chat',
  '/chat/:id',
] as const;

/**
 * Pages the shell renders itself. `/personal` is the only one that needs a signed-in user.
 * `/user/reset` lies under the settings remote's `/user` prefix but is the shell's: the reset
 * email's visitor is signed out, and the signed-out pages never load a remote.
 */
export const shellPagePatterns = ['/', '/about', '/login', '/register', '/reset', '/user/reset', '/setup', '/oauth/:provider', '/personal'] as const;
export type ShellPagePattern = (typeof shellPagePatterns)[number];

/** Full-page layouts: no sidebar there (SH-025: home, chat, setup; the sign-in pages are standalone forms). */
const sidebarFreePatterns = ['/', '/setup', '/chat', '/chat/:id', '/login', '/register', '/reset', '/user/reset', '/oauth/:provider'] as const;

export const oauthProviders = ['github', 'oidc', 'linuxdo'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

function matches(pattern: string, pathname: string): boolean {
  return matchPattern(pattern, pathname) !== null;
}

/** Trailing slashes are not a different page: '/login/' is '/login'. */
export function normalizePathname(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return publicPatterns.some((pattern) => matches(pattern, path));
}

/** The shell page pattern a path opens, if any. Unknown OAuth providers are not a page. */
export function matchShellPage(pathname: string): ShellPagePattern | undefined {
  const path = normalizePathname(pathname);
  const pattern = shellPagePatterns.find((candidate) => matches(candidate, path));
  if (pattern === '/oauth/:provider' && !isOAuthProvider(path.slice('/oauth/'.length))) return undefined;
  return pattern;
}

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (oauthProviders as readonly string[]).includes(value);
}

/** A path the console knows: a shell page or a prefix owned by one of the remotes. */
export function isKnownPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return matchShellPage(path) !== undefined || remoteOwningPath(path) !== undefined;
}

export function isSidebarFreePath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return sidebarFreePatterns.some((pattern) => matches(pattern, path));
}
