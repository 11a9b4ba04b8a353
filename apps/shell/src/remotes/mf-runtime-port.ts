/**
 * The browser implementation of the registry's port: Module Federation's runtime API plus the
 * one i18n instance. Kept apart from the registry so tests never touch the MF runtime.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerNamespace } from '@gateway/i18n';
import type { RemoteLoaderPort } from './remote-registry.ts';
import { fetchRemotesManifest } from './parse-remotes-manifest.ts';
import { takeEarlyRemotesManifest } from './start-remote-early.ts';
import { ensureFederation } from '../federation/init-federation.ts';
import { preloadSharedOf } from '../federation/preload-shared.ts';
import { sharedModuleLoaders } from '../federation/shared-modules.ts';

/** Where each registered remote's manifest lives, for starting its shared modules early. */
const manifests = new Map<string, string>();

export const mfRuntimePort: RemoteLoaderPort = {
  // The answer asked for at start-up, if any, else a fresh one (a retry always asks again).
  fetchManifest: () => takeEarlyRemotesManifest() ?? fetchRemotesManifest(),
  register(name, entry, force) {
    ensureFederation();
    registerRemotes([{ name, entry }], { force });
    manifests.set(name, entry);
  },
  async load(name) {
    const manifest = manifests.get(name);
    if (manifest !== undefined) preloadSharedOf(manifest, sharedModuleLoaders).catch(() => undefined);
    const loaded = await loadRemote<unknown>(`${name}/routes`);
    // The runtime answers null when an error hook swallowed the failure: still a failure here.
    if (loaded === null || loaded === undefined) throw new Error(`${name}/routes could not be loaded`);
    return loaded;
  },
  registerMessages: registerNamespace,
};
