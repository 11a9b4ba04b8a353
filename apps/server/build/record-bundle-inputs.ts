/**
 * Rsbuild plugin: after a successful build, writes dist/server.inputs.json — the time the build started and
 * every repository file the compilation read (our TS sources of apps/server and the @gateway/* packages, the
 * package.json files consulted while resolving, this config). scripts/server-bundle.mjs compares their
 * modification times with `builtAt` to decide whether the bundle is stale, so a change to any file the bundle
 * was built from — and only such a change — triggers a rebuild before `npm start`.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export const INPUTS_FILE = 'server.inputs.json';

/** What the manifest holds; paths are relative to the repository root, with forward slashes. */
export interface BundleInputs {
  builtAt: number;
  inputs: string[];
}

/** The build's own configuration: not a compilation dependency, but a change to it changes the bundle. */
const CONFIGURATION_FILES = ['apps/server/rsbuild.config.ts', 'apps/server/build/record-bundle-inputs.ts'];

export function recordBundleInputs(options: { repositoryRoot: string }): RsbuildPlugin {
  return {
    name: 'gateway:record-bundle-inputs',
    setup(api) {
      let builtAt = 0;
      api.onBeforeBuild(() => {
        // The start, not the end: a source saved while the build runs makes the result stale.
        builtAt = Date.now();
      });
      api.onAfterBuild(({ stats }) => {
        if (stats === undefined || !('compilation' in stats) || stats.hasErrors()) return;
        const compiled = [...stats.compilation.fileDependencies]
          .filter((file) => file.startsWith(options.repositoryRoot + sep) && !file.includes(`${sep}node_modules${sep}`))
          .map((file) => relative(options.repositoryRoot, file).split(sep).join('/'));
        const inputs = [...new Set([...compiled, ...CONFIGURATION_FILES])].sort();
        const manifest: BundleInputs = { builtAt, inputs };
        writeFileSync(join(api.context.distPath, INPUTS_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
      });
    },
  };
}
