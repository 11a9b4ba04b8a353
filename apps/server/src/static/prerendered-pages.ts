/**
 * Serves /login, /register, /reset and /setup as the shell's prerendered documents (ADR 0023):
 * the template of the visitor's language and theme, checked against and filled with the live
 * status, compressed once per distinct document. Anything that does not fit (no build of the
 * templates, a changed option, a query string, a status failure) returns undefined and the
 * caller sends the shell document as before.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fillTemplate, requestLanguage, requestTheme } from './prerendered-document.ts';
import { createPrerenderStore } from './prerender-manifest.ts';

export const PRERENDERED_PATHS = new Set(['/login', '/register', '/reset', '/setup']);

export type PrerenderedRequest = {
  path: string;
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
  loadStatus: () => Promise<Record<string, unknown> | undefined>;
};

/** `scriptHash`: the CSP source the document's inline head script needs (the host adds it to script-src). */
export type PrerenderedAnswer = { body: Uint8Array | string; encoding: 'br' | 'gzip' | undefined; scriptHash: string };

const CACHE_SIZE = 32;

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compress(html: string, encoding: 'br' | 'gzip'): Uint8Array {
  // Brotli 11 costs tens of milliseconds once per distinct document; the cache keeps the bytes.
  return encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(html, { level: 9 });
}

export function createPrerenderedPages(shellRoot: string, warn: (message: string) => void, now: () => Date = () => new Date()) {
  const store = createPrerenderStore(shellRoot, warn);
  const compressed = new Map<string, Uint8Array>();

  function remember(key: string, bytes: Uint8Array): Uint8Array {
    if (compressed.size >= CACHE_SIZE) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, bytes);
    return bytes;
  }

  return async function answer(request: PrerenderedRequest): Promise<PrerenderedAnswer | undefined> {
    if (!PRERENDERED_PATHS.has(request.path) || request.search !== '') return undefined;
    const manifest = store.manifest();
    const entry = manifest?.templates[request.path]?.[requestLanguage(request.cookie, request.acceptLanguage)]?.[requestTheme(request.cookie)];
    const template = entry === undefined ? undefined : store.template(entry.file);
    if (manifest === undefined || entry === undefined || template === undefined) return undefined;
    const status = await request.loadStatus().catch(() => undefined);
    if (status === undefined) return undefined;
    const html = fillTemplate({ entry, template, status, manifest, now: now() });
    if (html === undefined) return undefined;
    const encoding = encodingFor(request.acceptEncoding);
    const scriptHash = manifest.headScriptHash;
    if (encoding === undefined) return { body: html, encoding, scriptHash };
    const key = `${encoding}\n${html}`;
    return { body: compressed.get(key) ?? remember(key, compress(html, encoding)), encoding, scriptHash };
  };
}
