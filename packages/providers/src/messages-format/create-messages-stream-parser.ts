import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import { convertOpenAIChunkToParts } from '../openai-compatible/convert-openai-chunk-to-parts.ts';
import { createOpenAICompatibleStreamParser } from '../openai-compatible/openai-compatible-stream-parser.ts';
import { createMessagesEventEncoder } from './create-messages-event-encoder.ts';

/**
 * OpenAI-format upstream stream → Anthropic Messages events, for OpenAI-format channels serving
 * /v1/messages. The OpenAI parser does SSE and usage; each chunk is decoded into parts and re-encoded;
 * the closing message_delta / message_stop go out at `[DONE]` or, failing that, at `end()`.
 */
export function createMessagesStreamParser(context: ProviderContext, convertUsage: (raw: unknown) => NormalizedUsage | null): StreamParser {
  const openai = createOpenAICompatibleStreamParser(convertUsage);
  let encoder: ReturnType<typeof createMessagesEventEncoder> | undefined;

  function convert(output: StreamOutput, last: boolean): StreamOutput {
    const events: unknown[] = [];
    for (const chunk of output.chunks as OpenAIChatChunk[]) {
      encoder ??= createMessagesEventEncoder({
        id: typeof chunk.id === 'string' && chunk.id !== '' ? chunk.id : `msg_${context.model}`,
        model: chunk.model ?? context.model,
      });
      for (const part of convertOpenAIChunkToParts(chunk)) events.push(...encoder.encode(part));
    }
    if ((output.done || last) && output.error === null) {
      encoder ??= createMessagesEventEncoder({ id: `msg_${context.model}`, model: context.model });
      events.push(...encoder.finish());
    }
    return { chunks: events, usage: output.usage, error: output.error, done: output.done };
  }

  return {
    feed: (text) => convert(openai.feed(text), false),
    end: () => convert(openai.end(), true),
  };
}
