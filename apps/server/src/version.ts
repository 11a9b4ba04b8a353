import { readFileSync } from 'node:fs';

/** Version shown in /api/status: GATEWAY_VERSION when set (CI stamps it), else the package version. */
export function resolveVersion(environment: Record<string, string | undefined>): string {
  const fromEnvironment = environment['GATEWAY_VERSION']?.trim();
  if (fromEnvironment) return fromEnvironment;
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return `v${manifest.version ?? '0.0.0'}`;
}
