import type { StatusPayload } from '@gateway/domain';
import { INLINE_STATUS_ID, PRERENDER_STATE_ID, type PrerenderState } from './prerender-contract.ts';

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The render state a prerendered document carries, if this is one. */
export function readPrerenderState(): PrerenderState | undefined {
  const value = readJson(PRERENDER_STATE_ID);
  return isObject(value) && typeof value['path'] === 'string' && isObject(value['fields']) ? (value as PrerenderState) : undefined;
}

/** The status payload the server wrote into the document, if it did. */
export function readInlineStatus(): StatusPayload | undefined {
  const value = readJson(INLINE_STATUS_ID);
  return isObject(value) ? (value as StatusPayload) : undefined;
}
