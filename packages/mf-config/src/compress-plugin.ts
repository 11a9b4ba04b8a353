/**
 * Writes `.br` and `.gz` siblings for every compressible build output, so the
 * server can send precompressed bytes (brotli at max quality costs seconds at
 * build time and nothing per request).
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function compressOutputs(distDir: string): number {
  let count = 0;
  for (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const content = readFileSync(file);
    if (content.byteLength < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * Compresses the output of every browser environment once the build (and every other plugin's
 * after-build step, e.g. the shell's prerendering) is done. Node environments are left alone.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'gateway:precompress',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: ({ environments }) => {
          for (const environment of Object.values(environments)) {
            if (environment.config.output.target === 'web') compressOutputs(environment.distPath);
          }
        },
      });
    },
  };
}
