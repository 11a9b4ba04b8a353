import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRemotesManifest } from './remotes-manifest.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-remotes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeManifest(directory: string, content: string) {
  mkdirSync(join(root, directory, 'dist'), { recursive: true });
  writeFileSync(join(root, directory, 'dist', 'mf-manifest.json'), content);
}

describe('readRemotesManifest', () => {
  it('maps each built remote’s federation name to its manifest URL and reports broken ones', async () => {
    writeManifest('settings', JSON.stringify({ name: 'gateway_settings', metaData: {} }));
    writeManifest('logs', JSON.stringify({ name: 'gateway_logs' }));
    writeManifest('channels', '{ not json');
    writeManifest('tokens-wallet', JSON.stringify({ id: 'no-name' }));
    mkdirSync(join(root, 'unknown-remote', 'dist'), { recursive: true });
    writeFileSync(join(root, 'unknown-remote', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'intruder' }));

    const problems: string[] = [];
    const manifest = await readRemotesManifest(root, (message) => problems.push(message));
    expect(manifest).toEqual({
      gateway_settings: '/remotes/settings/mf-manifest.json',
      gateway_logs: '/remotes/logs/mf-manifest.json',
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/channels/);
    expect(problems.join('\n')).toMatch(/tokens-wallet/);
  });
});
