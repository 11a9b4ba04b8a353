/**
 * Asks the browser for a remote's own code before the Module Federation runtime does: its entry
 * (remoteEntry) and the chunks of its exposed `./routes` module, the pages' chunks included, as
 * `<link rel="preload">` (downloaded, not run). The runtime's `<script>` tags for the same
 * addresses then take the downloaded files. Read from the remote's manifest, relative to it (its
 * publicPath is `auto`).
 */
type ManifestAssets = { js?: { sync?: string[]; async?: string[] } };
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: ManifestAssets }>;
};

export function remoteChunkUrls(manifest: Manifest, manifestUrl: string): string[] {
  const base = new URL('./', new URL(manifestUrl, globalThis.location?.href ?? 'http://localhost/'));
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`] : [];
  for (const expose of manifest.exposes ?? []) {
    if (expose.path !== './routes') continue;
    files.push(...(expose.assets?.js?.sync ?? []), ...(expose.assets?.js?.async ?? []));
  }
  return files.map((file) => new URL(file, base).pathname);
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`) !== null) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** Fetches the manifest and preloads what it lists; a failure is left to the runtime to report. */
export async function preloadRemoteChunks(manifestUrl: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) return;
  for (const href of remoteChunkUrls((await response.json()) as Manifest, manifestUrl)) preloadScript(href);
}
