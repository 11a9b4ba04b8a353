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
      expect(scripts.some((content) => content.includes(marker)), `${library} in the shell`).toBe(true);
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
  }
});
