/**
 * The first steps of loading a remote, taken at start-up for a stored login on a remote's page,
 * before the console's chunk and the Module Federation runtime have arrived: `/remotes.json`, then
 * the remote's manifest and a preload of its code. The registry later reads the same answer of
 * `/remotes.json` (taken once) instead of asking again.
 */
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import { fetchRemotesManifest } from './parse-remotes-manifest.ts';
import { preloadRemoteChunks } from './preload-remote-chunks.ts';

let early: Promise<Record<string, string>> | undefined;

export function startRemoteEarly(pathname: string): void {
  const owner = remoteOwningPath(pathname);
  if (owner === undefined) return;
  early ??= fetchRemotesManifest();
  early.then((entries) => (entries[owner] === undefined ? undefined : preloadRemoteChunks(entries[owner]))).catch(() => undefined);
}

/** The list asked for at start-up, once; afterwards (or when none was asked for) undefined. */
export function takeEarlyRemotesManifest(): Promise<Record<string, string>> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
