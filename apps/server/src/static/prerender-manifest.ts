import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The manifest the shell's build writes beside its prerendered templates (dist/prerender/,
 * ADR 0023): for each page, language and theme a template file, the status fields it was rendered
 * with (they must match the live status) and its slots (status texts written in at request time).
 * Format 2: the head script is inline in every template, and `headScriptHash` is the Content-Security-Policy
 * source that allows it (ADR 0036); a format-1 build (a linked head script) is no longer served.
 */
export type SlotRule = { token: string; empty: string | null };
export type TemplateEntry = { file: string; fields: Record<string, unknown>; slots: Record<string, SlotRule> };
export type PrerenderManifest = {
  format: 2;
  year: number;
  /** `'sha256-…'`: the CSP script source of the templates' inline head script. */
  headScriptHash: string;
  newYearDay: boolean;
  templates: Record<string, Record<string, Record<string, TemplateEntry>>>;
};

export const PRERENDER_DIRECTORY = 'prerender';
const MANIFEST_FILE = 'manifest.json';

function isManifest(value: unknown): value is PrerenderManifest {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<PrerenderManifest>;
  return (
    candidate.format === 2 &&
    typeof candidate.year === 'number' &&
    typeof candidate.headScriptHash === 'string' &&
    /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(candidate.headScriptHash) &&
    typeof candidate.templates === 'object' &&
    candidate.templates !== null
  );
}

type Loaded = { mtimeMs: number; manifest: PrerenderManifest | undefined; templates: Map<string, string> };

/**
 * Reads the manifest and its templates from the shell's dist, again whenever the manifest file
 * changes (a rebuild while the server runs). A missing or unreadable manifest means "no
 * prerendered pages": the console falls back to the shell document.
 */
export function createPrerenderStore(shellRoot: string, warn: (message: string) => void) {
  const directory = join(shellRoot, PRERENDER_DIRECTORY);
  let loaded: Loaded | undefined;

  function load(): Loaded | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(directory, MANIFEST_FILE)).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    let manifest: PrerenderManifest | undefined;
    try {
      const parsed: unknown = JSON.parse(readFileSync(join(directory, MANIFEST_FILE), 'utf8'));
      manifest = isManifest(parsed) ? parsed : undefined;
      if (manifest === undefined) warn(`${join(directory, MANIFEST_FILE)} is not a prerender manifest this server understands; serving the shell document`);
    } catch (error) {
      warn(`cannot read ${join(directory, MANIFEST_FILE)}: ${(error as Error).message}`);
    }
    loaded = { mtimeMs, manifest, templates: new Map() };
    return loaded;
  }

  return {
    manifest(): PrerenderManifest | undefined {
      return load()?.manifest;
    },
    template(file: string): string | undefined {
      const current = load();
      if (current === undefined || !/^[a-z0-9.-]+\.html$/.test(file)) return undefined;
      let text = current.templates.get(file);
      if (text === undefined) {
        try {
          text = readFileSync(join(directory, file), 'utf8');
        } catch {
          return undefined;
        }
        current.templates.set(file, text);
      }
      return text;
    },
  };
}

export type PrerenderStore = ReturnType<typeof createPrerenderStore>;
