import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret.ts';

const directories: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'gateway-secret-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('resolveSessionSecret', () => {
  it('prefers SESSION_SECRET and writes nothing', () => {
    const directory = temporaryDirectory();
    expect(resolveSessionSecret('from-the-environment-123', directory)).toEqual({ secret: 'from-the-environment-123', source: 'environment' });
    expect(() => statSync(join(directory, SESSION_SECRET_FILE))).toThrow();
  });

  it('generates a 0600 secret once and reuses it', () => {
    const directory = join(temporaryDirectory(), 'nested');
    const first = resolveSessionSecret(null, directory);
    expect(first.source).toBe('generated');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(directory, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    const second = resolveSessionSecret(null, directory);
    expect(second).toEqual({ secret: first.secret, source: 'file' });
  });

  it('warns when the stored file is readable by others', () => {
    const directory = temporaryDirectory();
    resolveSessionSecret(null, directory);
    chmodSync(join(directory, SESSION_SECRET_FILE), 0o644);
    expect(resolveSessionSecret(null, directory).warning).toMatch(/chmod 600/);
  });

  it('refuses a truncated secret file instead of silently weakening sessions', () => {
    const directory = temporaryDirectory();
    writeFileSync(join(directory, SESSION_SECRET_FILE), 'abc\n');
    expect(() => resolveSessionSecret(null, directory)).toThrow(/does not hold a valid session secret/);
    expect(readFileSync(join(directory, SESSION_SECRET_FILE), 'utf8')).toBe('abc\n');
  });
});
