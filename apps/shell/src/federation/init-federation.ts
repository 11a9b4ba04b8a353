/**
 * Starts the Module Federation runtime the first time the console needs a remote, and
 * registers the shell's own modules as the shared singletons (ADR 0002: the shell is not
 * built with the federation plugin, so /login pays nothing for federation). It also lends
 * the remotes its runtime core (ADR 0051): they are built with `experiments.externalRuntime`
 * and read it from the global `_FEDERATION_RUNTIME_CORE` instead of each carrying a copy.
 */
import { init } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { sharedModuleLoaders } from './shared-modules.ts';

declare const __GATEWAY_SHARED_VERSIONS__: Record<string, string>;

let started = false;

/** Where remotes built with `experiments.externalRuntime` look for `@module-federation/runtime-core`. */
export const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export function ensureFederation(): void {
  if (started) return;
  started = true;
  // Before any remote entry runs: each one's bundler runtime reads the core from this global.
  (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] = runtimeCore;
  const versions = __GATEWAY_SHARED_VERSIONS__;
  const shared = Object.fromEntries(
    Object.entries(sharedModuleLoaders).map(([name, load]) => [
      name,
      {
        version: versions[name] ?? '0.0.0',
        scope: 'default',
        // The namespace object works for ESM and CommonJS modules alike: consumers compiled by
        // Rspack read named exports from it and `default` through the interop helper.
        get: () => load().then((module) => () => module),
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
  init({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
}
