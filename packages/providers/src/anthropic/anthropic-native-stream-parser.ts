import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';
import type { AnthropicUsage } from './anthropic-api-types.ts';
import { mapAnthropicError } from './anthropic-error.ts';
import { readAnthropicEvent } from './anthropic-stream-parser.ts';
import { convertAnthropicUsage, mergeAnthropicUsage } from './convert-anthropic-usage.ts';

/**
 * /v1/messages pass-through: every Anthropic event is forwarded unchanged (serialised under its own event
 * name); the parser only watches message_start / message_delta for usage and message_stop for the end.
 */
export function createAnthropicNativeStreamParser(): StreamParser {
  const sse = createSseParser();
  let usage: AnthropicUsage | undefined;

  function collect(events: SseEvent[]): StreamOutput {
    const output = emptyStreamOutput();
    for (const sseEvent of events) {
      const event = readAnthropicEvent(sseEvent);
      if (event === undefined) continue;
      output.chunks.push(event);
      if (event.type === 'message_start' && event.message.usage) usage = mergeAnthropicUsage(usage, event.message.usage);
      else if (event.type === 'message_delta' && event.usage) {
        usage = mergeAnthropicUsage(usage, event.usage);
        output.usage = convertAnthropicUsage(usage);
      } else if (event.type === 'message_stop') output.done = true;
      else if (event.type === 'error') output.error = mapAnthropicError(500, JSON.stringify(event));
    }
    return output;
  }

  let finalUsageSent = false;

  function collectTracked(events: SseEvent[], last: boolean): StreamOutput {
    const output = collect(events);
    if (output.usage !== null) finalUsageSent = true;
    // A stream cut before message_delta still tells the relay the input side it must bill.
    if (last && !finalUsageSent) output.usage = convertAnthropicUsage(usage);
    return output;
  }

  return { feed: (text) => collectTracked(sse.feed(text), false), end: () => collectTracked(sse.end(), true) };
}
