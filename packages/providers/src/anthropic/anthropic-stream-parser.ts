import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { StreamPart } from '../spec/stream-part.ts';
import { createOpenAIChunkEncoder } from '../shared/openai-chunk-encoder.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';
import type { AnthropicStreamEvent, AnthropicUsage } from './anthropic-api-types.ts';
import { convertAnthropicUsage, mergeAnthropicUsage } from './convert-anthropic-usage.ts';
import { mapAnthropicError } from './anthropic-error.ts';
import { mapAnthropicFinishReason } from './map-anthropic-finish-reason.ts';

/** Parses the data of one SSE event into an Anthropic stream event; malformed data yields undefined. */
export function readAnthropicEvent(event: SseEvent): AnthropicStreamEvent | undefined {
  try {
    return JSON.parse(event.data) as AnthropicStreamEvent;
  } catch {
    return undefined;
  }
}

/**
 * Anthropic Messages stream → OpenAI chat.completion.chunk stream. Content blocks map to parts (text,
 * thinking → reasoning, tool_use → tool calls numbered among tool calls only); usage from message_start and
 * message_delta is merged and emitted once, as a final usage-only chunk, when message_delta arrives.
 */
export function createAnthropicStreamParser(context: ProviderContext, created: number): StreamParser {
  const sse = createSseParser();
  let encoder = createOpenAIChunkEncoder({ id: '', model: context.model, created });
  let usage: AnthropicUsage | undefined;
  const toolIndexByBlock = new Map<number, number>();

  function emit(output: StreamOutput, part: StreamPart): void {
    const chunk = encoder.encode(part);
    if (chunk !== null) output.chunks.push(chunk);
  }

  function handle(output: StreamOutput, event: AnthropicStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        encoder = createOpenAIChunkEncoder({ id: event.message.id, model: event.message.model ?? context.model, created });
        if (event.message.usage) usage = mergeAnthropicUsage(usage, event.message.usage);
        return;
      case 'content_block_start': {
        const block = event.content_block;
        if (block.type === 'tool_use') {
          const index = toolIndexByBlock.size;
          toolIndexByBlock.set(event.index, index);
          emit(output, { type: 'tool-call-delta', index, id: block.id, name: block.name, argumentsDelta: '' });
        } else if (block.type === 'text' && block.text !== '') {
          emit(output, { type: 'text-delta', text: block.text });
        }
        return;
      }
      case 'content_block_delta': {
        const delta = event.delta;
        if (delta.type === 'text_delta') emit(output, { type: 'text-delta', text: delta.text });
        else if (delta.type === 'thinking_delta') emit(output, { type: 'reasoning-delta', text: delta.thinking });
        else if (delta.type === 'input_json_delta') {
          emit(output, { type: 'tool-call-delta', index: toolIndexByBlock.get(event.index) ?? 0, argumentsDelta: delta.partial_json });
        }
        return;
      }
      case 'message_delta': {
        emit(output, { type: 'finish', reason: mapAnthropicFinishReason(event.delta.stop_reason) });
        if (event.usage) usage = mergeAnthropicUsage(usage, event.usage);
        const normalized = convertAnthropicUsage(usage);
        if (normalized !== null) {
          output.usage = normalized;
          emit(output, { type: 'usage-final', usage: normalized });
        }
        return;
      }
      case 'message_stop':
        output.done = true;
        return;
      case 'error':
        output.error = mapAnthropicError(500, JSON.stringify(event));
        return;
      default:
        // ping, content_block_stop and signature deltas carry nothing an OpenAI client can use.
        return;
    }
  }

  function collect(events: SseEvent[]): StreamOutput {
    const output = emptyStreamOutput();
    for (const sseEvent of events) {
      const event = readAnthropicEvent(sseEvent);
      if (event !== undefined) handle(output, event);
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
