/** The page's one registry, over every remote mf-config knows (lives in the lazy console chunk). */
import { remoteApps } from '@gateway/mf-config/remote-apps';
import { createRemoteRegistry } from './remote-registry.ts';
import { mfRuntimePort } from './mf-runtime-port.ts';

export const remoteRegistry = createRemoteRegistry(
  mfRuntimePort,
  remoteApps.map((app) => app.name),
);
