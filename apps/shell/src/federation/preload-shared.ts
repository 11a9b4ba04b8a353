/**
 * Starts the shared modules a remote consumes as soon as its entry is asked for. The remote's
 * manifest lists them (`shared[].name`); left alone, the runtime asks the shell for each only when
 * the remote's page chunk has arrived and runs, one more round trip at the end of a chain of them.
 * The shell's loaders are the bundler's own imports, so the later request finds them loaded.
 */
type Manifest = { shared?: Array<{ name?: unknown }> };

/**
 * Shared modules that stay unloaded until a page needs them: MUI X Charts (only the dashboard draws
 * charts) is the largest download of the console, and a user who never opens /detail never pays for it.
 */
const LOADED_ON_DEMAND: ReadonlySet<string> = new Set(['@gateway/ui/usage-chart']);

export async function preloadSharedOf(
  manifestUrl: string,
  loaders: Readonly<Record<string, () => Promise<unknown>>>,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const response = await fetcher(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) return;
  const manifest = (await response.json()) as Manifest;
  for (const entry of manifest.shared ?? []) {
    const load = typeof entry.name === 'string' && !LOADED_ON_DEMAND.has(entry.name) ? loaders[entry.name] : undefined;
    // A module that fails here is asked for again by the runtime, which reports the failure.
    load?.().catch(() => undefined);
  }
}
