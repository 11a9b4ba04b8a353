/**
 * Rsbuild plugin (build only): once the browser and Node builds are done, renders every
 * prerendered page × language × theme with the Node build and writes the templates and their
 * manifest to dist/prerender/ for apps/server (ADR 0023). Runs before the precompression.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { assembleDocument } from '../src/prerender/assemble-document.ts';
import {
  PRERENDER_DIRECTORY,
  PRERENDER_MANIFEST,
  PRERENDERED_PATHS,
  PRERENDER_LANGUAGES,
  PRERENDER_THEMES,
  templateFileName,
} from '../src/prerender/prerender-contract.ts';
import { renderVariant, type RenderModule } from './render-variant.ts';

export const HEAD_SCRIPT_ENTRY = 'negotiate';

/**
 * The head script's code, written into each document instead of linked: a blocking external script
 * costs the page a request before anything is shown (ADR 0036). The server allows exactly this code
 * through its Content-Security-Policy hash (`headScriptHash` in the manifest).
 */
function headScriptOf(webDist: string): string {
  const directory = join(webDist, 'static', 'js');
  const name = readdirSync(directory).find((file) => file.startsWith(`${HEAD_SCRIPT_ENTRY}.`) && file.endsWith('.js'));
  if (name === undefined) throw new Error(`prerender: no ${HEAD_SCRIPT_ENTRY}.*.js in ${directory}`);
  // The bundler's trailing newline and source-map comment are not part of the script's work.
  return readFileSync(join(directory, name), 'utf8')
    .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
    .trimEnd();
}

/** The CSP source that allows exactly `code` as an inline script. */
export function cspHashOf(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

function nodeEntryOf(nodeDist: string): string {
  const name = ['prerender.js', 'prerender.mjs', 'prerender.cjs'].find((candidate) => existsSync(join(nodeDist, candidate)));
  if (name === undefined) throw new Error(`prerender: the Node build wrote no prerender entry to ${nodeDist}`);
  return join(nodeDist, name);
}

async function writePrerenderedPages(webDist: string, nodeDist: string): Promise<number> {
  const render = (await import(pathToFileURL(nodeEntryOf(nodeDist)).href)) as RenderModule;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const headScript = headScriptOf(webDist);
  const now = new Date();
  const outDirectory = join(webDist, PRERENDER_DIRECTORY);
  rmSync(outDirectory, { recursive: true, force: true });
  mkdirSync(outDirectory, { recursive: true });
  const templates: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const path of PRERENDERED_PATHS) {
    for (const language of PRERENDER_LANGUAGES) {
      for (const theme of PRERENDER_THEMES) {
        const variant = await renderVariant(render, { path, language, theme }, now);
        const file = templateFileName(path, language, theme);
        writeFileSync(join(outDirectory, file), assembleDocument({ template, headScript, ...variant.document }));
        ((templates[path] ??= {})[language] ??= {})[theme] = { file, fields: variant.document.state.fields, slots: variant.slots };
      }
    }
  }
  const manifest = { format: 2, year: now.getFullYear(), newYearDay: render.isNewYearDay(now), headScriptHash: cspHashOf(headScript), templates };
  writeFileSync(join(outDirectory, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return PRERENDERED_PATHS.length * PRERENDER_LANGUAGES.length * PRERENDER_THEMES.length;
}

export function pluginPrerender(): RsbuildPlugin {
  return {
    name: 'gateway:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments['web'];
        const node = environments['prerender'];
        if (web === undefined || node === undefined) throw new Error('prerender: the shell build needs its web and prerender environments');
        const started = Date.now();
        const count = await writePrerenderedPages(web.distPath, node.distPath);
        api.logger.info(`prerendered ${count} signed-out documents in ${Date.now() - started} ms`);
      });
    },
  };
}
