/**
 * The repository's workspace folders, from the root package.json's `workspaces` (`packages/*`, `tests`):
 * absolute paths of the folders that hold a package.json, in a stable order. Shared by `npm test`
 * (scripts/test.mjs) and the type-check groups (scripts/typecheck-groups.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export function workspaceDirs() {
  const { workspaces } = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [join(repositoryRoot, pattern)];
      const parent = join(repositoryRoot, pattern.slice(0, -2));
      return readdirSync(parent, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(parent, entry.name))
        .sort();
    })
    .filter((dir) => existsSync(join(dir, 'package.json')));
}
