import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';
import type { GeminiResponse } from './gemini-api-types.ts';
import { convertGeminiUsage } from './convert-gemini-usage.ts';

/**
 * Gemini-native `streamGenerateContent?alt=sse` pass-through: every event goes to the client unchanged;
 * the parser only reads the cumulative usageMetadata (the latest one is the usage) and error events.
 * Gemini sends no terminator, so the end is the end of the upstream body.
 */
export function createGeminiNativeStreamParser(): StreamParser {
  const sse = createSseParser();
  let usage: NormalizedUsage | null = null;

  function collect(events: SseEvent[], last: boolean): StreamOutput {
    const output = emptyStreamOutput();
    for (const event of events) {
      let response: GeminiResponse & { error?: unknown };
      try {
        response = JSON.parse(event.data) as GeminiResponse & { error?: unknown };
      } catch {
        continue;
      }
      output.chunks.push(response);
      if (response.error !== undefined) {
        output.error = mapUpstreamError(500, event.data);
        continue;
      }
      const latest = convertGeminiUsage(response.usageMetadata);
      if (latest !== null) {
        usage = latest;
        output.usage = latest;
      }
    }
    if (last) {
      output.usage = usage;
      output.done = true;
    }
    return output;
  }

  return { feed: (text) => collect(sse.feed(text), false), end: () => collect(sse.end(), true) };
}
