import type { StreamFormat } from '../spec/operation-adaptor.ts';

/** `data: <json>\n\n`: one OpenAI-style SSE event. */
export function serializeSseData(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** `event: <name>\ndata: <json>\n\n`: one named SSE event (the Anthropic Messages stream names every event). */
export function serializeSseEvent(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/** The terminator OpenAI-format streams end with. */
export const sseDone = 'data: [DONE]\n\n';

/**
 * Serialises one chunk a stream parser emitted, in its format: Anthropic events are named after their
 * `type` field, OpenAI chunks are plain data events.
 */
export function serializeStreamChunk(format: StreamFormat, chunk: unknown): string {
  if (format === 'anthropic' || format === 'responses') {
    const type = (chunk as { type?: unknown }).type;
    return serializeSseEvent(typeof type === 'string' ? type : 'message', chunk);
  }
  return serializeSseData(chunk);
}
