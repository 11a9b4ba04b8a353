/**
 * The signed-in console's lazy chunk as one module: the area the router renders, and a way to start
 * the remote of an address before React asks for it (the shell's loader calls it at start-up and
 * right after a sign-in, so the remote's entry travels alongside this chunk's own render).
 */
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import { remoteRegistry } from '../remotes/remote-registry-instance.ts';

export { default as ConsoleArea } from './console-area.tsx';

export function startRemoteFor(pathname: string): void {
  const owner = remoteOwningPath(pathname);
  if (owner !== undefined) void remoteRegistry.ensure(owner);
}
