/**
 * Rsbuild configuration factories for the console: one for the shell (the MF
 * host) and one for each remote. Every console app calls exactly one of them,
 * so bundler, federation and output settings cannot drift between apps.
 */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedConfig } from './shared-config.ts';
import { pluginPrecompress } from './compress-plugin.ts';
import { remoteApps, shellDevPort } from './remote-apps.ts';

const sharedOutput = {
  // Chunks load relative to wherever the entry was served from, so one build
  // works at its own origin and under /remotes/<dir>/ of the single server.
  assetPrefix: 'auto',
  sourceMap: { js: false, css: false },
  legalComments: 'none',
} as const;

export type ShellConfigOptions = {
  /** Extra Rsbuild options merged on top (rarely needed). */
  overrides?: RsbuildConfig;
};

export function createShellRsbuildConfig(options: ShellConfigOptions = {}): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: createSharedConfig('shell'),
        dts: false,
        shareStrategy: 'loaded-first',
      }),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { template: './src/index.html', title: '' },
    output: { ...sharedOutput, assetPrefix: '/' },
    server: { port: shellDevPort, host: '127.0.0.1', publicDir: { name: 'public' } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    ...options.overrides,
  });
}

export type RemoteConfigOptions = {
  /** MF container name, one of remoteApps[].name. */
  name: (typeof remoteApps)[number]['name'];
  /** Modules this remote exposes; the console contract is `./routes`. */
  exposes?: Record<string, string>;
  overrides?: RsbuildConfig;
};

export function createRemoteRsbuildConfig(options: RemoteConfigOptions): RsbuildConfig {
  const app = remoteApps.find((candidate) => candidate.name === options.name);
  if (!app) throw new Error(`unknown remote '${options.name}': add it to packages/mf-config/src/remote-apps.ts`);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: app.name,
        exposes: options.exposes ?? { './routes': './src/expose/routes.tsx' },
        shared: createSharedConfig('remote'),
        dts: false,
        shareStrategy: 'loaded-first',
      }),
      pluginPrecompress(),
    ],
    // A remote has no page of its own; the entry only boots the container.
    source: { entry: { index: './src/index.ts' } },
    output: sharedOutput,
    server: {
      port: app.devPort,
      host: '127.0.0.1',
      cors: { origin: `http://127.0.0.1:${shellDevPort}` },
    },
    ...options.overrides,
  });
}
