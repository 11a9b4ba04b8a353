import type { OpenAIChatChunk, OpenAIChatResponse } from '../spec/openai-types.ts';

/**
 * The channel setting `thinking_to_content` (as new-api has it): for clients that only show `content`,
 * reasoning is moved into content wrapped in `<think>…</think>`. Stateful per stream: the tag opens on the
 * first reasoning delta and closes before the first content delta (or at the finish) that follows it.
 * Chunks are rewritten in place, so a stream using it cannot be passed through byte for byte.
 */
export function createThinkTagMapper(): { mapChunk(chunk: OpenAIChatChunk): void } {
  let inThink = false;

  function mapChunk(chunk: OpenAIChatChunk): void {
    const choice = chunk.choices?.[0];
    if (choice === undefined) return;
    const delta = choice.delta ?? {};
    const reasoning = delta.reasoning_content;
    let text = '';
    if (typeof reasoning === 'string' && reasoning !== '') {
      text += inThink ? reasoning : `<think>\n${reasoning}`;
      inThink = true;
    }
    const content = typeof delta.content === 'string' ? delta.content : '';
    if (inThink && (content !== '' || choice.finish_reason)) {
      text += '\n</think>\n';
      inThink = false;
    }
    text += content;
    delete delta.reasoning_content;
    if (text !== '' || 'content' in delta) delta.content = text;
  }

  return { mapChunk };
}

/** Non-stream counterpart: `<think>\n{reasoning}\n</think>\n{content}` in every choice. */
export function mapResponseReasoningToThinkTags(response: OpenAIChatResponse): void {
  for (const choice of response.choices ?? []) {
    const reasoning = choice.message.reasoning_content;
    if (typeof reasoning !== 'string' || reasoning === '') continue;
    choice.message.content = `<think>\n${reasoning}\n</think>\n${choice.message.content ?? ''}`;
    delete choice.message.reasoning_content;
  }
}
