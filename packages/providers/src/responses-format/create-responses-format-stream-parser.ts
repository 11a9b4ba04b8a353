import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import { convertOpenAIChunkToParts } from '../openai-compatible/convert-openai-chunk-to-parts.ts';
import type { ResponseIdentity } from './build-response-object.ts';
import { createResponsesEventEncoder } from './create-responses-event-encoder.ts';

/**
 * A chat stream (any parser emitting OpenAI chunks: an OpenAI-compatible upstream, Anthropic's or Gemini's
 * events through their chat conversions) → the Responses API's `response.*` events. The response id is
 * reported on the first step; the final event (response.completed with the usage) goes out at the
 * upstream's end (`[DONE]`, `message_stop`) or, failing that, at `end()`, exactly once, and carries the
 * final Response object for the gateway to store.
 */
export function createResponsesFormatStreamParser(chat: StreamParser, identity: ResponseIdentity): StreamParser {
  const encoder = createResponsesEventEncoder(identity);
  let usage: NormalizedUsage | null = null;
  let announced = false;
  let finished = false;

  function convert(output: StreamOutput, last: boolean): StreamOutput {
    const events: unknown[] = [];
    if (output.usage !== null) usage = output.usage;
    for (const chunk of output.chunks as OpenAIChatChunk[]) {
      for (const part of convertOpenAIChunkToParts(chunk)) events.push(...encoder.encode(part));
    }
    const converted: StreamOutput = { chunks: events, usage: output.usage, error: output.error, done: output.done };
    if (!announced) {
      announced = true;
      converted.responseId = identity.id;
    }
    if ((output.done || last) && output.error === null && !finished) {
      finished = true;
      const final = encoder.finish(usage);
      events.push(...final.events);
      converted.completedResponse = final.response;
    }
    return converted;
  }

  return { feed: (text) => convert(chat.feed(text), false), end: () => convert(chat.end(), true) };
}
