/**
 * Rsbuild configuration factories for the console: one for the shell (the MF
 * host) and one for each remote. Every console app calls exactly one of them,
 * so bundler, federation and output settings cannot drift between apps.
 */
import { defineConfig, type EnvironmentConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedConfig, sharedModuleVersions } from './shared-config.ts';
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
  /** Browser entries besides the app that get no HTML page of their own (e.g. a tiny head script). */
  scriptEntries?: Record<string, string>;
  /**
   * A Node build of this entry beside the browser build, written to `.tmp/prerender` (never served):
   * the shell renders its signed-out pages with it at build time (ADR 0023).
   */
  prerenderEntry?: string;
  /** Plugins that run before the output is precompressed (e.g. the one writing prerendered pages). */
  plugins?: RsbuildPlugin[];
};

/** Where the shell's Node build goes: inside the app, outside dist, so it is never served. */
export const SHELL_PRERENDER_DIST = '.tmp/prerender';

/**
 * The shell is a plain, fully tree-shaken React app: it is NOT built with the federation
 * plugin. Federation costs ~35 KiB of runtime plus per-module share negotiation before the
 * first render, which /login (190 KiB, 560 ms budget) cannot afford. Instead, once the signed-in
 * console needs a remote, the shell loads the MF runtime lazily and registers its own module
 * instances as the shared singletons (`init({ shared: { react: { get } } })`), with the
 * versions injected here. Remotes consume them exactly as they would from a built host.
 * See ADR 0002. With `prerenderEntry` a second, Node environment is built for server rendering
 * at build time (ADR 0023).
 */
export function createShellRsbuildConfig(options: ShellConfigOptions = {}): RsbuildConfig {
  const scriptEntries = Object.fromEntries(Object.entries(options.scriptEntries ?? {}).map(([name, path]) => [name, { import: path, html: false }]));
  const web = {
    source: { entry: { index: './src/index.ts', ...scriptEntries } },
    html: { template: './src/index.html', title: '' },
    output: { ...sharedOutput, assetPrefix: '/' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  } satisfies EnvironmentConfig;
  const environments: Record<string, EnvironmentConfig> = { web };
  if (options.prerenderEntry !== undefined) {
    environments['prerender'] = {
      source: { entry: { prerender: options.prerenderEntry } },
      output: { target: 'node', distPath: { root: SHELL_PRERENDER_DIST }, sourceMap: { js: false, css: false }, legalComments: 'none' },
    };
  }
  return {
    plugins: [pluginReact(), ...(options.plugins ?? []), pluginPrecompress()],
    source: { define: { __GATEWAY_SHARED_VERSIONS__: JSON.stringify(sharedModuleVersions()) } },
    environments,
    server: { port: shellDevPort, host: '127.0.0.1', publicDir: { name: 'public' } },
    ...options.overrides,
  };
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
        // The shell lends its runtime core (apps/shell init-federation.ts, ADR 0051): without this every remote
        // entry carried its own copy, ~68 KB of the 127 KB each, and the signed-in console loads all five.
        experiments: { externalRuntime: true },
      }),
      pluginPrecompress(),
    ],
    // A remote has no page of its own; the entry only boots the container.
    source: { entry: { index: './src/index.ts' } },
    output: sharedOutput,
    // No HTML page: the shell loads the remote through its mf-manifest.json.
    tools: { htmlPlugin: false },
    server: {
      port: app.devPort,
      host: '127.0.0.1',
      cors: { origin: `http://127.0.0.1:${shellDevPort}` },
    },
    ...options.overrides,
  });
}
