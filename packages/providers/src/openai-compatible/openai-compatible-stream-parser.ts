import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';

/**
 * Parses an OpenAI-format SSE stream (chat or completions): every JSON event is forwarded as it arrives,
 * `usage` is converted when a chunk carries one, `[DONE]` marks the end, an event with an `error` object
 * (OpenAI, or OpenRouter's mid-stream provider failure) is reported instead of forwarded.
 * A chunk with `choices: null` (seen from some vendors) is repaired to `[]` so clients do not crash.
 */
export function createOpenAICompatibleStreamParser(convertUsage: (raw: unknown) => NormalizedUsage | null): StreamParser {
  const sse = createSseParser();

  function collect(events: SseEvent[]): StreamOutput {
    const output = emptyStreamOutput();
    for (const event of events) {
      if (event.data === '[DONE]') {
        output.done = true;
        continue;
      }
      let chunk: Record<string, unknown>;
      try {
        chunk = JSON.parse(event.data) as Record<string, unknown>;
      } catch {
        // A malformed event cannot be forwarded as JSON; dropping it keeps the client's stream valid.
        output.repaired = true;
        continue;
      }
      if (typeof chunk.error === 'object' && chunk.error !== null) {
        output.error = mapUpstreamError(500, event.data);
        continue;
      }
      if (chunk.choices === null) {
        chunk.choices = [];
        output.repaired = true;
      }
      // Moonshot puts the final usage inside the choice instead of beside it.
      const rawUsage = chunk.usage ?? (chunk.choices as Array<{ usage?: unknown }> | undefined)?.[0]?.usage;
      if (rawUsage !== undefined && rawUsage !== null) {
        const usage = convertUsage(rawUsage);
        if (usage !== null) output.usage = usage;
      }
      output.chunks.push(chunk);
    }
    return output;
  }

  return {
    feed: (chunkText) => collect(sse.feed(chunkText)),
    end: () => collect(sse.end()),
  };
}
