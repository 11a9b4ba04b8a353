import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

export interface ResolvedSessionSecret {
  secret: string;
  source: 'environment' | 'file' | 'generated';
  /** Set when the file's permissions let other users read it. */
  warning?: string;
}

/**
 * The session secret: SESSION_SECRET when given; otherwise the one stored in
 * `<dataDirectory>/session-secret`, generated on first start (32 random bytes, hex) and written
 * with mode 0600 so sessions survive restarts without the operator having to pick a secret.
 * The file is created exclusively, so two processes starting together agree on one secret.
 */
export function resolveSessionSecret(configured: string | null, dataDirectory: string): ResolvedSessionSecret {
  if (configured !== null) return { secret: configured, source: 'environment' };
  mkdirSync(dataDirectory, { recursive: true });
  const path = join(dataDirectory, SESSION_SECRET_FILE);
  try {
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return { secret: readSecret(path), source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readSecret(path);
  const mode = statSync(path).mode & 0o777;
  const warning = (mode & 0o077) !== 0 ? `${path} is readable by other users (mode ${mode.toString(8)}); run chmod 600 on it` : undefined;
  return warning ? { secret, source: 'file', warning } : { secret, source: 'file' };
}

function readSecret(path: string): string {
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${path} does not hold a valid session secret; delete it to generate a new one (this signs every user out)`);
  }
  return secret;
}
