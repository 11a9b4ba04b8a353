import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { StreamPart } from '../spec/stream-part.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { createOpenAIChunkEncoder } from '../shared/openai-chunk-encoder.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';
import type { GeminiResponse } from './gemini-api-types.ts';
import { geminiCallId } from './convert-gemini-response.ts';
import { convertGeminiUsage } from './convert-gemini-usage.ts';
import { mapGeminiFinishReason } from './map-gemini-finish-reason.ts';

/**
 * Gemini `streamGenerateContent?alt=sse` → OpenAI chunks. Every event is a partial GenerateContentResponse
 * whose usageMetadata is cumulative, so the latest one is the usage; Gemini sends no terminator, so the
 * usage-only chunk is emitted by `end()`, when the upstream body closes. Function calls arrive whole.
 */
export function createGeminiStreamParser(context: ProviderContext, created: number): StreamParser {
  const sse = createSseParser();
  let encoder: ReturnType<typeof createOpenAIChunkEncoder> | undefined;
  let toolCalls = 0;
  let usage: NormalizedUsage | null = null;

  function emit(output: StreamOutput, response: GeminiResponse, part: StreamPart): void {
    encoder ??= createOpenAIChunkEncoder({
      id: response.responseId === undefined ? `chatcmpl-${created}` : `chatcmpl-${response.responseId}`,
      model: response.modelVersion ?? context.model,
      created,
    });
    const chunk = encoder.encode(part);
    if (chunk !== null) output.chunks.push(chunk);
  }

  function handle(output: StreamOutput, event: SseEvent): void {
    let response: GeminiResponse & { error?: unknown };
    try {
      response = JSON.parse(event.data) as GeminiResponse & { error?: unknown };
    } catch {
      return;
    }
    if (response.error !== undefined) {
      output.error = mapUpstreamError(500, event.data);
      return;
    }
    const candidate = response.candidates?.[0];
    for (const part of candidate?.content?.parts ?? []) {
      if ('text' in part) emit(output, response, { type: part.thought === true ? 'reasoning-delta' : 'text-delta', text: part.text });
      else if ('functionCall' in part) {
        const call = part.functionCall;
        emit(output, response, {
          type: 'tool-call-delta',
          index: toolCalls,
          id: geminiCallId(call.id, 0, toolCalls),
          name: call.name,
          argumentsDelta: JSON.stringify(call.args ?? {}),
        });
        toolCalls += 1;
      }
    }
    if (candidate?.finishReason !== undefined) emit(output, response, { type: 'finish', reason: mapGeminiFinishReason(candidate.finishReason, toolCalls > 0) });
    const latest = convertGeminiUsage(response.usageMetadata);
    if (latest !== null) {
      usage = latest;
      output.usage = latest;
    }
  }

  return {
    feed(text) {
      const output = emptyStreamOutput();
      for (const event of sse.feed(text)) handle(output, event);
      return output;
    },
    end() {
      const output = emptyStreamOutput();
      for (const event of sse.end()) handle(output, event);
      if (usage !== null && encoder !== undefined) {
        output.usage = usage;
        const chunk = encoder.encode({ type: 'usage-final', usage });
        if (chunk !== null) output.chunks.push(chunk);
      }
      output.done = true;
      return output;
    },
  };
}
