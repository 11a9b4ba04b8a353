/** Hashed build output: the file name changes with its content, so it may be cached forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points that name the hashed files: always revalidate so a deploy is seen at once. */
export const REVALIDATE = 'no-cache';
/** Unhashed static files (favicon, logo): short cache. */
export const SHORT = 'public, max-age=3600';

const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);

/**
 * Cache-Control for a console file, by its path relative to the dist folder that serves it.
 * Rsbuild puts every content-hashed asset under static/ (static/js/app.3f2a….js); everything
 * outside it keeps a stable name and must not be pinned in browsers.
 */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/^\/+/, '');
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  if (path === '' || ENTRY_POINTS.has(fileName) || fileName.endsWith('.html')) return REVALIDATE;
  if (path.startsWith('static/')) return IMMUTABLE;
  return SHORT;
}
