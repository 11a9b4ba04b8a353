/**
 * Production bundle of the Node server (ADR 0015): src/main.ts plus every @gateway/* workspace package it
 * imports, compiled once to apps/server/dist/server.mjs so `npm start` skips Node's run-time type stripping.
 *
 * - Only our own TypeScript is bundled. Every other bare import (better-sqlite3 is a native addon; pg,
 *   undici, hono, kysely, zod, gpt-tokenizer …) stays an `import` resolved from node_modules at run time,
 *   so dynamic imports such as gpt-tokenizer's encodings stay lazy.
 * - One file (no chunks) at the same depth as src/, so the `import.meta.url`-relative paths the server
 *   uses (../package.json, ../../ for the console dists) resolve to the same places; `import.meta` is left
 *   to run time instead of being replaced by the build machine's source path.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { recordBundleInputs } from './build/record-bundle-inputs.ts';

/** Bare specifiers of our workspace packages: bundled. Anything else bare (or node:*) stays external. */
const WORKSPACE_PACKAGE = /^@gateway\//;
const BARE_SPECIFIER = /^(?![./]|[a-zA-Z]:[\\/])/;

export default defineConfig({
  plugins: [recordBundleInputs({ repositoryRoot: fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]$/, '') })],
  source: { entry: { server: './src/main.ts' } },
  output: {
    target: 'node',
    // Compile for the pinned Node 22 only, so SWC leaves modern syntax (class fields …) alone and needs no helpers.
    overrideBrowserslist: ['node >= 22'],
    module: true,
    distPath: { root: 'dist', js: '' },
    filename: { js: '[name].mjs' },
    sourceMap: { js: 'source-map' },
    minify: false,
    cleanDistPath: true,
    externals: [
      ({ request }, callback) => {
        if (request !== undefined && BARE_SPECIFIER.test(request) && !WORKSPACE_PACKAGE.test(request)) {
          callback(undefined, `module-import ${request}`);
          return;
        }
        callback();
      },
    ],
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    // The few SWC helpers still needed (computed class keys) are inlined: @swc/helpers is no dependency of the server.
    swc: { jsc: { externalHelpers: false } },
    rspack: {
      target: 'node22',
      // Keep import.meta.url a run-time value (the bundle's own URL), not the source file's path at build time,
      // and `new URL('…', import.meta.url)` a plain run-time expression, not an asset to emit.
      module: { parser: { javascript: { importMeta: false, url: false } } },
    },
  },
});
