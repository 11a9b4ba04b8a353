/**
 * A console remote deployed alone (its own Workers static-assets project or any CDN, infra/cloudflare/README.md)
 * is listed in REMOTES_JSON by its absolute manifest URL. The shell fetches that manifest and loads the remote's
 * scripts, styles and fonts from its origin, so the console document's CSP must allow that origin for exactly
 * those (the rest of the policy is the gateway's, unchanged). Same-origin (relative) entries add nothing.
 */
const DIRECTIVES_FOR_REMOTES = ['script-src', 'connect-src', 'style-src', 'font-src'];

/** The distinct http(s) origins of the absolute manifest URLs in a remotes manifest. */
export function remoteOrigins(manifest: unknown): string[] {
  if (manifest === null || typeof manifest !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(manifest)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: the shell will fail to load that remote, and the CSP gains nothing
    }
  }
  return [...origins];
}

/** `policy` with `origins` appended to the directives a federated remote needs. */
export function allowRemoteOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(/\s+/)[0] ?? '';
      return DIRECTIVES_FOR_REMOTES.includes(name) ? `${directive} ${origins.join(' ')}` : directive;
    })
    .join('; ');
}
