import type { EgressPurpose, GuardedFetch } from './egress/index.ts';

/** How long a settings page may wait for a document (OIDC discovery, the latest release). */
export const DOCUMENT_TIMEOUT_MS = 10_000;
/** A discovery document or a release answer is a few KiB; anything far larger is not one. */
export const DOCUMENT_MAX_BYTES = 256 * 1024;

export type DocumentOutcome = { ok: true; value: unknown } | { ok: false; reason: string };

export interface DocumentRequest {
  url: string;
  purpose: EgressPurpose;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The body as text, refusing it once it passes `maxBytes` (a hostile server cannot fill memory). */
async function readLimited(response: Response, maxBytes: number): Promise<string | undefined> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs / 1000} s`;
  if (error instanceof Error && error.message !== '') return error.message;
  return 'the request could not be sent';
}

/**
 * GETs one JSON document through the egress guard with a time limit and a size limit.
 * Never throws: a refused address, a network failure, a non-200 answer, an oversized or non-JSON
 * body each come back as a short English reason for the caller's message.
 */
export async function fetchJsonDocument(egress: GuardedFetch, request: DocumentRequest): Promise<DocumentOutcome> {
  const timeoutMs = request.timeoutMs ?? DOCUMENT_TIMEOUT_MS;
  const maxBytes = request.maxBytes ?? DOCUMENT_MAX_BYTES;
  try {
    const headers = { Accept: 'application/json', ...request.headers };
    const response = await egress(request.url, { headers, signal: AbortSignal.timeout(timeoutMs) }, { purpose: request.purpose });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, reason: `the server answered HTTP ${response.status}` };
    }
    const text = await readLimited(response, maxBytes);
    if (text === undefined) return { ok: false, reason: `the answer is larger than ${Math.round(maxBytes / 1024)} KiB` };
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, reason: 'the answer is not JSON' };
    }
  } catch (error) {
    return { ok: false, reason: describeFailure(error, timeoutMs) };
  }
}
