import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderError } from '../spec/provider-error.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';
import { convertResponsesUsage } from './convert-responses-usage.ts';

/** The events that end a response; each carries the final Response object with its usage. */
const FINAL_EVENTS: ReadonlySet<string> = new Set(['response.completed', 'response.incomplete', 'response.failed']);

interface ResponsesEvent {
  type?: unknown;
  delta?: unknown;
  response?: unknown;
  message?: unknown;
  code?: unknown;
}

function streamError(event: ResponsesEvent): ProviderError {
  const message = typeof event.message === 'string' ? event.message : 'The upstream reported an error in the stream';
  return mapUpstreamError(500, JSON.stringify({ error: { message, type: 'upstream_error', code: event.code ?? null } }));
}

/**
 * /v1/responses pass-through: the upstream's `response.*` events are forwarded unchanged (each under its
 * own `event:` name); the parser reads usage from the final event (`response.completed`, `.incomplete`,
 * `.failed`), reports an `error` event, and collects output_text deltas for an estimate when no usage comes.
 * In scan mode (the relay forwards the raw bytes) only the final and error events are kept as chunks.
 */
export function createResponsesStreamParser(options: { scanOnly: boolean }): StreamParser {
  const sse = createSseParser();

  function collect(events: SseEvent[]): StreamOutput {
    const output = emptyStreamOutput();
    let text = '';
    for (const sseEvent of events) {
      let event: ResponsesEvent;
      try {
        event = JSON.parse(sseEvent.data) as ResponsesEvent;
      } catch {
        output.repaired = true;
        continue;
      }
      const type = typeof event.type === 'string' ? event.type : sseEvent.event;
      if (type === 'response.output_text.delta' && typeof event.delta === 'string') text += event.delta;
      const final = type !== undefined && FINAL_EVENTS.has(type);
      const id = (event.response as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string' && id !== '') output.responseId = id;
      if (final) {
        output.usage = convertResponsesUsage(event.response);
        output.done = true;
      } else if (type === 'error') output.error = streamError(event);
      if (!options.scanOnly || final || type === 'error') output.chunks.push(event);
    }
    if (options.scanOnly) output.generatedText = text;
    return output;
  }

  return { feed: (text) => collect(sse.feed(text)), end: () => collect(sse.end()) };
}
