/**
 * Loads the signed-in console (QueryClient, remotes, sidebar: a chunk the signed-out pages never
 * download). Started as early as the address allows: at start-up when a stored user opens a console
 * page, and right after a sign-in, each time together with the remote that owns the address.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import type { ConsoleAreaProps } from '../../console/console-area-props.ts';
import { isSidebarFreePath, normalizePathname } from './route-paths.ts';

type ConsoleChunk = typeof import('../../console/console-chunk.ts');

let pending: Promise<ConsoleChunk> | undefined;

function loadConsole(): Promise<ConsoleChunk> {
  pending ??= import('../../console/console-chunk.ts').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export const ConsoleArea: ComponentType<ConsoleAreaProps> = lazy(() => loadConsole().then((chunk) => ({ default: chunk.ConsoleArea })));

/** True where a signed-in user sees the console area: the sidebar's pages and every remote's pages. */
export function opensConsole(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return !isSidebarFreePath(path) || remoteOwningPath(path) !== undefined;
}

/** Starts the console chunk and the remote owning `pathname`; a failure is left to the render to show. */
export function startConsole(pathname: string): void {
  const path = normalizePathname(pathname);
  loadConsole()
    .then((chunk) => chunk.startRemoteFor(path))
    .catch(() => undefined);
}
