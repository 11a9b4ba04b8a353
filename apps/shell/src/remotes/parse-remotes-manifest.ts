/**
 * `/remotes.json` is `{ "<mf name>": "<manifest url>" }` (served by apps/server per environment).
 * Anything else is a deployment mistake: say so instead of registering garbage with the runtime.
 */
export function parseRemotesManifest(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('/remotes.json must be an object of remote name → manifest URL');
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

export async function fetchRemotesManifest(fetcher: typeof fetch = fetch): Promise<Record<string, string>> {
  // Relative to the origin, and never from the HTTP cache: a remote deploys without a shell rebuild.
  const response = await fetcher('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`/remotes.json answered HTTP ${response.status}`);
  return parseRemotesManifest(await response.json());
}
