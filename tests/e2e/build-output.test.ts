import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './support/server.ts';

const remotes = [
  { dir: 'settings', name: 'settings' },
  { dir: 'channels', name: 'channels' },
  { dir: 'tokens-wallet', name: 'tokens_wallet' },
  { dir: 'logs', name: 'logs' },
  { dir: 'pricing-playground', name: 'pricing_playground' },
];

describe('console build output', () => {
  it('builds the shell with an index.html', () => {
    expect(existsSync(join(repositoryRoot, 'apps', 'shell', 'dist', 'index.html'))).toBe(true);
  });

  for (const remote of remotes) {
    it(`builds remote ${remote.dir} alone with an mf-manifest.json exposing ./routes`, () => {
      const manifestPath = join(repositoryRoot, 'apps', remote.dir, 'dist', 'mf-manifest.json');
      expect(existsSync(manifestPath), manifestPath).toBe(true);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exposes: { path: string }[] };
      expect(manifest.name).toBe(remote.name);
      expect(manifest.exposes.map((expose) => expose.path)).toContain('./routes');
    });
  }
});
