/**
 * The five console remotes: Module Federation name, folder under apps/, the
 * route prefixes each one owns (settings: /setting and /user; channels: /channel; tokens-wallet: /token,
 * /redemption and /topup; logs: /log, /midjourney, /task and /detail …), and a dev-server port.
 *
 * Browser-safe (no node:*): the shell imports this through
 * `@gateway/mf-config/remote-apps` so that, when a remote fails to load, it
 * still knows which paths belonged to it and can show a retry panel there.
 * The shell never imports a remote's code: it reads `/remotes.json` at run time.
 */
export const remoteApps = [
  { name: 'settings', dir: 'settings', devPort: 3101, paths: ['/setting', '/user'] },
  { name: 'channels', dir: 'channels', devPort: 3102, paths: ['/channel'] },
  { name: 'tokens_wallet', dir: 'tokens-wallet', devPort: 3103, paths: ['/token', '/redemption', '/topup'] },
  { name: 'logs', dir: 'logs', devPort: 3104, paths: ['/log', '/detail', '/midjourney', '/task'] },
  { name: 'pricing_playground', dir: 'pricing-playground', devPort: 3105, paths: ['/pricing', '/playground', '/chat', '/chat2link'] },
] as const;

export type RemoteAppName = (typeof remoteApps)[number]['name'];

export const shellDevPort = 3100;

/** Where the server serves a remote's build: `/remotes/<dir>/`. */
export function remotePublicPath(dir: string): string {
  return `/remotes/${dir}/`;
}

/** The remote that owns a path, by longest matching prefix, or undefined for shell pages. */
export function remoteOwningPath(pathname: string): RemoteAppName | undefined {
  let best: { name: RemoteAppName; length: number } | undefined;
  for (const app of remoteApps) {
    for (const prefix of app.paths) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { name: app.name, length: prefix.length };
    }
  }
  return best?.name;
}
