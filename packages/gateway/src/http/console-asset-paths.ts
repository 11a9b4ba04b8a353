/**
 * Whether `pathname` is where the console's build files are served: the shell's content-hashed assets
 * under /static/ and each remote under /remotes/<name>/. A missing file there is a 404, never the
 * console's HTML: a browser or CDN would otherwise keep a page under a script's or a style's name (and
 * a stale chunk would fail as a syntax error instead of a clear missing file). Every other unknown path
 * is a client-side route and gets the shell document.
 */
export function isConsoleAssetPath(pathname: string): boolean {
  return pathname.startsWith('/static/') || pathname.startsWith('/remotes/');
}
