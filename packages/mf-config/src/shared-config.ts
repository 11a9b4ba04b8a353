/**
 * The one Module Federation `shared` map every console app uses.
 *
 * Why it looks like this (see docs/decisions/0002-rsbuild-module-federation.md):
 * - Module Federation cannot tree-shake a shared package, so sharing `@mui/material`
 *   as one module ships all of MUI (~150 KiB gz) to every page, including /login.
 *   Instead every public MUI entry point (`@mui/material/Button`, `…/styles`, …) is
 *   its own shared singleton, provided by the shell and loaded only when used.
 * - Remotes bundle none of the shared modules (`import: false`): every singleton on the
 *   page comes from the shell, so React, the QueryClient context, i18next and MUI's internal
 *   contexts (FormControl, DefaultProps…) exist once, whichever remote loads first.
 * - Our own packages are shared per entry point for the same reason: `@gateway/ui/*`,
 *   `@gateway/sdk`, `@gateway/sdk/queries`, `@gateway/i18n`.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type SharedEntry = {
  singleton: true;
  requiredVersion: string | false;
  import?: false;
  eager?: boolean;
};

export type AppRole = 'shell' | 'remote';

const require = createRequire(import.meta.url);

type PackageManifest = { name?: string; version: string; exports?: Record<string, unknown> };

/** Reads a dependency's package.json, even when its `exports` map hides it (wouter does). */
function manifestOf(packageName: string): PackageManifest {
  try {
    return JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')) as PackageManifest;
  } catch {
    let dir = dirname(require.resolve(packageName));
    while (dir !== dirname(dir)) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
        if (manifest.name === packageName) return manifest;
      } catch {
        // no package.json at this level; keep walking up
      }
      dir = dirname(dir);
    }
    throw new Error(`cannot find package.json of ${packageName}`);
  }
}

function versionOf(packageName: string): string {
  return manifestOf(packageName).version;
}

function exportSubpathsOf(packageName: string): string[] {
  return Object.keys(manifestOf(packageName).exports ?? {})
    .filter((key) => key.startsWith('./') && key !== './package.json' && !key.includes('*'))
    .map((key) => `${packageName}/${key.slice(2)}`);
}

/** Libraries shared whole: small, or stateful so they must exist once. */
const wholeSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'wouter',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
] as const;

/** Our shared workspace packages and their entry points. */
const workspaceSingletons = ['@gateway/sdk', '@gateway/sdk/queries', '@gateway/i18n'] as const;

/** Every MUI entry point, one shared module each. */
export function muiSharedModules(): string[] {
  // Pigment* entries need the optional @mui/material-pigment-css peer, which we do not use.
  return exportSubpathsOf('@mui/material').filter((name) => !name.startsWith('@mui/material/Pigment'));
}

/** Every `@gateway/ui` entry point (its package.json `exports`). */
export function uiSharedModules(): string[] {
  return exportSubpathsOf('@gateway/ui');
}

/** The package a shared module name belongs to: '@mui/material/Button' → '@mui/material'. */
function packageOfModule(name: string): string {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
}

/**
 * Version of every shared module, for the shell: it registers the modules with the MF runtime
 * itself (it is not built with the federation plugin, see rsbuild-config.ts) and must announce
 * the same versions a build-time provider would.
 */
export function sharedModuleVersions(): Record<string, string> {
  return Object.fromEntries(Object.keys(createSharedConfig('remote')).map((name) => [name, versionOf(packageOfModule(name))]));
}

export function createSharedConfig(role: AppRole): Record<string, SharedEntry> {
  // The shell is the only provider: a remote bundles none of the shared modules (`import: false`),
  // so every singleton on the page is the shell's instance, whichever remote loads first.
  const consume = (requiredVersion: string | false): SharedEntry =>
    role === 'shell' ? { singleton: true, requiredVersion } : { singleton: true, requiredVersion: false, import: false };
  const shared: Record<string, SharedEntry> = {};
  for (const name of wholeSingletons) shared[name] = consume(`^${versionOf(packageOfModule(name))}`);
  for (const name of [...workspaceSingletons, ...uiSharedModules()]) shared[name] = consume(false);
  const muiVersion = `^${versionOf('@mui/material')}`;
  for (const name of muiSharedModules()) shared[name] = consume(muiVersion);
  return shared;
}
