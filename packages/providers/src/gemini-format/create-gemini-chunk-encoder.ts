import type { GeminiPart, GeminiResponse } from '../gemini/gemini-api-types.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamPart } from '../spec/stream-part.ts';
import { functionCallPart } from './convert-openai-response-to-gemini.ts';
import { convertUsageToGemini, mapFinishReasonToGemini } from './convert-usage-to-gemini.ts';

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * Encodes stream parts as Gemini `streamGenerateContent` chunks: each text or reasoning delta becomes a
 * chunk at once (reasoning as a `thought` part); tool-call fragments are gathered, because a Gemini
 * functionCall part is whole. `finish()` sends the last chunk: the function calls, the finishReason and
 * the usageMetadata (OpenAI streams report usage last, so it waits for the end of the upstream stream).
 */
export function createGeminiChunkEncoder(identity: { id: string; model: string }) {
  const calls = new Map<number, PendingCall>();
  let finishReason: string | undefined;
  let usage: NormalizedUsage | null = null;
  let finished = false;

  function chunk(parts: GeminiPart[], extra: { finishReason?: string } = {}): GeminiResponse {
    return { candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }], modelVersion: identity.model, responseId: identity.id };
  }

  function encode(part: StreamPart): GeminiResponse[] {
    if (finished) return [];
    switch (part.type) {
      case 'text-delta':
        return [chunk([{ text: part.text }])];
      case 'reasoning-delta':
        return [chunk([{ text: part.text, thought: true }])];
      case 'tool-call-delta': {
        const call = calls.get(part.index) ?? { id: part.id ?? `call_${part.index}`, name: '', arguments: '' };
        if (part.name !== undefined) call.name = part.name;
        call.arguments += part.argumentsDelta;
        calls.set(part.index, call);
        return [];
      }
      case 'finish':
        finishReason = part.reason;
        return [];
      case 'usage-final':
        usage = part.usage;
        return [];
      default:
        return [];
    }
  }

  /** The closing chunk, once; later calls return nothing. `latestUsage` wins over a usage part. */
  function finish(latestUsage: NormalizedUsage | null): GeminiResponse[] {
    if (finished) return [];
    finished = true;
    const parts = [...calls.values()].map((call) => functionCallPart({ id: call.id, function: { name: call.name, arguments: call.arguments } }));
    const last = chunk(parts.length > 0 ? parts : [{ text: '' }], { finishReason: mapFinishReasonToGemini(finishReason) });
    last.usageMetadata = convertUsageToGemini(latestUsage ?? usage);
    return [last];
  }

  return { encode, finish };
}
