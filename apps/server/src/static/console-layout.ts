import { join } from 'node:path';

/**
 * Where the built console lives under CONSOLE_DIR (the monorepo's apps/ folder by default):
 * the shell at <root>/shell/dist and each remote at <root>/<dir>/dist, served under /remotes/<dir>/.
 */
export const REMOTE_DIRECTORIES = ['settings', 'channels', 'tokens-wallet', 'logs', 'pricing-playground'] as const;
export type RemoteDirectory = (typeof REMOTE_DIRECTORIES)[number];

export function isRemoteDirectory(name: string): name is RemoteDirectory {
  return (REMOTE_DIRECTORIES as readonly string[]).includes(name);
}

export function shellDist(consoleDirectory: string): string {
  return join(consoleDirectory, 'shell', 'dist');
}

export function remoteDist(consoleDirectory: string, remote: RemoteDirectory): string {
  return join(consoleDirectory, remote, 'dist');
}

export const MANIFEST_FILE = 'mf-manifest.json';
