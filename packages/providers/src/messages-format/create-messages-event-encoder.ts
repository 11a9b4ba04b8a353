import type { AnthropicContentBlock, AnthropicStreamEvent } from '../anthropic/anthropic-api-types.ts';
import { mapFinishReasonToAnthropic } from '../anthropic/map-anthropic-finish-reason.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamPart } from '../spec/stream-part.ts';
import { convertUsageToAnthropic } from './convert-usage-to-anthropic.ts';

type BlockKind = 'text' | 'thinking' | 'tool';

/** Identity of the message being streamed. */
export interface MessageIdentity {
  id: string;
  model: string;
}

/**
 * Encodes stream parts as Anthropic Messages events: message_start first, one content block per run of
 * text, thinking or one tool call (opened and closed as the kind changes), and at `finish()` the final
 * message_delta with stop reason and usage, then message_stop. Usage comes last in OpenAI streams, so the
 * message_delta waits for the end of the upstream stream.
 */
export function createMessagesEventEncoder(identity: MessageIdentity) {
  let started = false;
  let finished = false;
  let blockCount = 0;
  let open: { index: number; kind: BlockKind } | undefined;
  const blockByToolIndex = new Map<number, number>();
  let stopReason = 'end_turn';
  let usage: NormalizedUsage | null = null;

  function start(events: AnthropicStreamEvent[]): void {
    if (started) return;
    started = true;
    events.push({
      type: 'message_start',
      message: {
        id: identity.id,
        type: 'message',
        role: 'assistant',
        model: identity.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 0, output_tokens: 0 },
      },
    });
  }

  function close(events: AnthropicStreamEvent[]): void {
    if (open === undefined) return;
    events.push({ type: 'content_block_stop', index: open.index });
    open = undefined;
  }

  function openBlock(events: AnthropicStreamEvent[], kind: BlockKind, block: AnthropicContentBlock): number {
    close(events);
    const index = blockCount;
    blockCount += 1;
    open = { index, kind };
    events.push({ type: 'content_block_start', index, content_block: block });
    return index;
  }

  function encode(part: StreamPart): AnthropicStreamEvent[] {
    const events: AnthropicStreamEvent[] = [];
    if (finished) return events;
    start(events);
    switch (part.type) {
      case 'text-delta': {
        const index = open?.kind === 'text' ? open.index : openBlock(events, 'text', { type: 'text', text: '' });
        events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: part.text } });
        break;
      }
      case 'reasoning-delta': {
        const index = open?.kind === 'thinking' ? open.index : openBlock(events, 'thinking', { type: 'thinking', thinking: '', signature: '' });
        events.push({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: part.text } });
        break;
      }
      case 'tool-call-delta': {
        let index = blockByToolIndex.get(part.index);
        if (index === undefined) {
          index = openBlock(events, 'tool', { type: 'tool_use', id: part.id ?? `toolu_${part.index}`, name: part.name ?? '', input: {} });
          blockByToolIndex.set(part.index, index);
        }
        if (part.argumentsDelta !== '')
          events.push({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: part.argumentsDelta } });
        break;
      }
      case 'finish':
        stopReason = mapFinishReasonToAnthropic(part.reason);
        break;
      case 'usage-final':
        usage = part.usage;
        break;
      case 'error':
        break;
    }
    return events;
  }

  /** Closes the message; later calls return nothing, so [DONE] followed by end() is safe. */
  function finish(): AnthropicStreamEvent[] {
    const events: AnthropicStreamEvent[] = [];
    if (finished) return events;
    start(events);
    close(events);
    finished = true;
    events.push({ type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: convertUsageToAnthropic(usage) });
    events.push({ type: 'message_stop' });
    return events;
  }

  return { encode, finish };
}
