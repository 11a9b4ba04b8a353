/**
 * Global setup of the end-to-end workspace: the production bundle of apps/server (ADR 0015) is made fresh once,
 * before any file starts a server from it (`startServer`'s default entry). It is what `npm start` runs, and it
 * starts in tens of milliseconds where loading the TypeScript sources took about two seconds per server (far
 * more on a busy CI), and the suites start over sixty servers. A stale bundle (a source changed since it was
 * built) is rebuilt here; a failed build fails the run.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from './server.ts';

export default function setup(): void {
  execFileSync(process.execPath, [join(repositoryRoot, 'scripts', 'server-bundle.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
}
