import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './support/server.ts';

const remotes = [
  { dir: 'settings', name: 'settings' },
  { dir: 'channels', name: 'channels' },
  { dir: 'tokens-wallet', name: 'tokens_wallet' },
  { dir: 'logs', name: 'logs' },
  { dir: 'pricing-playground', name: 'pricing_playground' },
];

/** Strings that only a bundled copy of each shared library contains. */
const libraryMarkers: Record<string, string> = {
  'react / react-dom': 'react.transitional.element',
  'react-dom client': '__reactFiber$',
  '@mui/material': 'MuiButtonBase',
  '@tanstack/react-query': 'No QueryClient set',
  i18next: 'i18next.changeLanguage was done',
};

/** A hook name of @module-federation/runtime-core: a bundle holding it carries a copy of the runtime core. */
const RUNTIME_CORE_MARKER = 'beforeInitContainer';
/** The global through which the shell lends its runtime core to the remotes (ADR 0051). */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return scriptsUnder(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

describe('console build output', () => {
  it('builds the shell with an index.html, and the shell does contain the shared libraries it provides', () => {
    expect(existsSync(join(repositoryRoot, 'apps', 'shell', 'dist', 'index.html'))).toBe(true);
    const scripts = scriptsUnder(join(repositoryRoot, 'apps', 'shell', 'dist')).map((file) => readFileSync(file, 'utf8'));
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      expect(
        scripts.some((content) => content.includes(marker)),
        `${library} in the shell`,
      ).toBe(true);
    }
  });

  for (const remote of remotes) {
    it(`builds remote ${remote.dir} alone with an mf-manifest.json exposing ./routes`, () => {
      const manifestPath = join(repositoryRoot, 'apps', remote.dir, 'dist', 'mf-manifest.json');
      expect(existsSync(manifestPath), manifestPath).toBe(true);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exposes: { path: string }[] };
      expect(manifest.name).toBe(remote.name);
      expect(manifest.exposes.map((expose) => expose.path)).toContain('./routes');
    });

    it(`remote ${remote.dir} ships no copy of a shared library (the shell provides them, so each loads once)`, () => {
      const scripts = scriptsUnder(join(repositoryRoot, 'apps', remote.dir, 'dist'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const [library, marker] of Object.entries(libraryMarkers)) {
        const copies = scripts.filter((file) => readFileSync(file, 'utf8').includes(marker));
        expect(copies, `${library} bundled into ${remote.dir}`).toEqual([]);
      }
    });

    it(`remote ${remote.dir} uses the shell's Module Federation runtime core instead of a copy of its own (ADR 0051)`, () => {
      const scripts = scriptsUnder(join(repositoryRoot, 'apps', remote.dir, 'dist')).map((file) => readFileSync(file, 'utf8'));
      expect(scripts.filter((content) => content.includes(RUNTIME_CORE_MARKER)).length, `copies of the runtime core in ${remote.dir}`).toBe(0);
      expect(
        scripts.some((content) => content.includes(EXTERNAL_RUNTIME_GLOBAL)),
        `${remote.dir} reads ${EXTERNAL_RUNTIME_GLOBAL}`,
      ).toBe(true);
    });
  }

  it('the shell carries the one runtime core and lends it to the remotes through the global they read', () => {
    const scripts = scriptsUnder(join(repositoryRoot, 'apps', 'shell', 'dist')).map((file) => readFileSync(file, 'utf8'));
    expect(scripts.filter((content) => content.includes(RUNTIME_CORE_MARKER)).length).toBe(1);
    expect(scripts.some((content) => content.includes(EXTERNAL_RUNTIME_GLOBAL))).toBe(true);
  });
});
