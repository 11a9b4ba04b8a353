import { describe, expect, it } from 'vitest';
import { isOpenAIReasoningModel, mapOpenAIReasoningRequest } from './map-openai-reasoning-request.ts';

describe('mapOpenAIReasoningRequest', () => {
  it('recognises o-series and gpt-5 models only', () => {
    expect(['o1', 'o3-mini', 'o4-mini', 'gpt-5-mini'].every(isOpenAIReasoningModel)).toBe(true);
    expect(['gpt-4o', 'omni-moderation-latest', 'gpt-4.1'].some(isOpenAIReasoningModel)).toBe(false);
  });

  it('leaves other models untouched', () => {
    const body = { model: 'gpt-4o', max_tokens: 5, temperature: 1, messages: [{ role: 'system', content: 's' }] };
    mapOpenAIReasoningRequest(body);
    expect(body).toEqual({ model: 'gpt-4o', max_tokens: 5, temperature: 1, messages: [{ role: 'system', content: 's' }] });
  });

  it('keeps an explicit max_completion_tokens and the system role for o4', () => {
    const body: Record<string, unknown> = { model: 'o4-mini-low', max_tokens: 5, max_completion_tokens: 9, messages: [{ role: 'system', content: 's' }] };
    mapOpenAIReasoningRequest(body);
    expect(body).toEqual({ model: 'o4-mini', reasoning_effort: 'low', max_completion_tokens: 9, messages: [{ role: 'system', content: 's' }] });
  });
});
