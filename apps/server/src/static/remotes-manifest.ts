import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, REMOTE_DIRECTORIES, remoteDist } from './console-layout.ts';

/** Map of federation name → manifest URL that the shell registers at start-up (GET /remotes.json). */
export type RemotesManifest = Record<string, string>;

/**
 * Lists every remote whose dist holds an mf-manifest.json, keyed by the manifest's own `name`
 * (the name the shell's `loadRemote('<name>/routes')` uses). Read on every call so a remote
 * deployed alone is picked up without restarting the server; a broken manifest is reported
 * through `onProblem` and left out instead of failing the whole console.
 */
export async function readRemotesManifest(consoleDirectory: string, onProblem: (message: string) => void): Promise<RemotesManifest> {
  const entries = await Promise.all(
    REMOTE_DIRECTORIES.map(async (directory): Promise<[string, string] | null> => {
      const path = join(remoteDist(consoleDirectory, directory), MANIFEST_FILE);
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onProblem(`cannot read ${path}: ${(error as Error).message}`);
        return null;
      }
      try {
        const manifest = JSON.parse(text) as { name?: unknown };
        if (typeof manifest.name !== 'string' || manifest.name === '') {
          onProblem(`${path} has no "name"; remote "${directory}" is left out of remotes.json`);
          return null;
        }
        return [manifest.name, `/remotes/${directory}/${MANIFEST_FILE}`];
      } catch {
        onProblem(`${path} is not valid JSON; remote "${directory}" is left out of remotes.json`);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry !== null));
}
