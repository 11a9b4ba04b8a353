import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import { convertOpenAIChunkToParts } from '../openai-compatible/convert-openai-chunk-to-parts.ts';
import { createGeminiChunkEncoder } from './create-gemini-chunk-encoder.ts';

/**
 * A chat stream (any parser that emits OpenAI chunks: an OpenAI-compatible upstream, or Anthropic's
 * events through its chat conversion) → Gemini `streamGenerateContent` chunks. Each chunk is decoded
 * into parts and re-encoded; the closing chunk (function calls, finishReason, usageMetadata) goes out
 * at the upstream's end (`[DONE]`, `message_stop`) or, failing that, at `end()`, exactly once.
 */
export function createGeminiFormatStreamParser(chat: StreamParser, context: ProviderContext): StreamParser {
  let encoder: ReturnType<typeof createGeminiChunkEncoder> | undefined;
  let usage: NormalizedUsage | null = null;

  function convert(output: StreamOutput, last: boolean): StreamOutput {
    const chunks: unknown[] = [];
    if (output.usage !== null) usage = output.usage;
    for (const chunk of output.chunks as OpenAIChatChunk[]) {
      encoder ??= createGeminiChunkEncoder({
        id: typeof chunk.id === 'string' && chunk.id !== '' ? chunk.id : `gen-${context.model}`,
        model: chunk.model || context.model,
      });
      for (const part of convertOpenAIChunkToParts(chunk)) chunks.push(...encoder.encode(part));
    }
    if ((output.done || last) && output.error === null) {
      encoder ??= createGeminiChunkEncoder({ id: `gen-${context.model}`, model: context.model });
      chunks.push(...encoder.finish(usage));
    }
    return { chunks, usage: output.usage, error: output.error, done: output.done };
  }

  return { feed: (text) => convert(chat.feed(text), false), end: () => convert(chat.end(), true) };
}
