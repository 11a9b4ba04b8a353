import type { OpenAIChatChunk, OpenAIChatChunkDelta } from '../spec/openai-types.ts';
import type { StreamPart } from '../spec/stream-part.ts';
import { toOpenAIUsage } from './usage.ts';

/** Identity shared by every chunk of one converted stream. */
export interface ChunkIdentity {
  id: string;
  model: string;
  created: number;
}

/**
 * Encodes vendor-neutral stream parts as OpenAI `chat.completion.chunk` objects. The first content-bearing
 * chunk carries `role: 'assistant'`, as OpenAI's own streams do; `error` parts are not chunks (the parser
 * reports them separately), so they encode to null.
 */
export function createOpenAIChunkEncoder(identity: ChunkIdentity): { encode(part: StreamPart): OpenAIChatChunk | null; identity: ChunkIdentity } {
  let sentRole = false;

  function chunk(delta: OpenAIChatChunkDelta, finishReason: string | null): OpenAIChatChunk {
    if (!sentRole) {
      delta.role = 'assistant';
      sentRole = true;
    }
    return {
      id: identity.id,
      object: 'chat.completion.chunk',
      created: identity.created,
      model: identity.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    };
  }

  function encode(part: StreamPart): OpenAIChatChunk | null {
    switch (part.type) {
      case 'text-delta':
        return chunk({ content: part.text }, null);
      case 'reasoning-delta':
        return chunk({ reasoning_content: part.text }, null);
      case 'tool-call-delta': {
        const call: NonNullable<OpenAIChatChunkDelta['tool_calls']>[number] = { index: part.index, function: { arguments: part.argumentsDelta } };
        if (part.id !== undefined) {
          call.id = part.id;
          call.type = 'function';
        }
        if (part.name !== undefined) call.function.name = part.name;
        return chunk({ tool_calls: [call] }, null);
      }
      case 'finish':
        return chunk({}, part.reason);
      case 'usage-final':
        return {
          id: identity.id,
          object: 'chat.completion.chunk',
          created: identity.created,
          model: identity.model,
          choices: [],
          usage: toOpenAIUsage(part.usage),
        };
      case 'error':
        return null;
    }
  }

  return { encode, identity };
}
