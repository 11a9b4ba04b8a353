import { channelTypes } from '@gateway/domain';
import { describe, expect, it } from 'vitest';
import { operations } from './spec/operation.ts';
import { openAIFallbackTypes, providerForChannelType, relayProviders } from './registry.ts';
import { jsonOperation, testContext } from './testing/fixtures.ts';

describe('providerForChannelType', () => {
  it.each([
    [1, 'openai'],
    [3, 'azure'],
    [4, 'ollama'],
    [8, 'custom'],
    [14, 'anthropic'],
    [16, 'zhipu'],
    [17, 'qwen'],
    [20, 'openrouter'],
    [24, 'gemini'],
    [25, 'moonshot'],
    [26, 'zhipu'],
    [27, 'perplexity'],
    [38, 'jina'],
    [40, 'siliconflow'],
    [42, 'mistral'],
    [43, 'deepseek'],
    [45, 'volcengine'],
    [46, 'baidu-v2'],
    [48, 'xai'],
  ])('type %i → %s', (type, id) => {
    expect(providerForChannelType(type)?.id).toBe(id);
  });

  it('serves the types new-api runs through its OpenAI adaptor with OpenAI behaviour and their catalogue base URL', () => {
    const ohMyGpt = jsonOperation(providerForChannelType(7)?.operations.chat);
    expect(providerForChannelType(7)?.id).toBe('openai');
    expect(ohMyGpt.buildRequest({ model: 'x', messages: [] }, testContext()).url).toBe('https://api.ohmygpt.com/v1/chat/completions');
    for (const type of openAIFallbackTypes) expect(providerForChannelType(type)?.defaultBaseUrl).not.toBe(undefined);
  });

  it('answers undefined for protocols no adaptor speaks, so the relay can refuse clearly', () => {
    for (const type of [2, 15, 18, 33, 36, 999]) expect(providerForChannelType(type)).toBeUndefined();
  });

  it('claims every channel type at most once and only catalogue types', () => {
    const claimed = relayProviders.flatMap((provider) => provider.channelTypes);
    expect(new Set(claimed).size).toBe(claimed.length);
    const known = new Set(channelTypes.map((info) => info.value));
    expect(claimed.every((type) => known.has(type))).toBe(true);
  });

  it('marks pass-through streams only where upstream events already are the client format', () => {
    expect(jsonOperation(providerForChannelType(1)?.operations.chat).streamPassthrough).toBe(true);
    expect(jsonOperation(providerForChannelType(14)?.operations.messages).streamPassthrough).toBe(true);
    expect(jsonOperation(providerForChannelType(14)?.operations.chat).streamPassthrough).toBeUndefined();
    expect(jsonOperation(providerForChannelType(24)?.operations.chat).streamPassthrough).toBeUndefined();
    expect(jsonOperation(providerForChannelType(1)?.operations.messages).streamPassthrough).toBeUndefined();
  });

  it('lists only real operation names, each with buildRequest and mapError (absent, never stubbed)', () => {
    for (const provider of relayProviders) {
      for (const [name, operation] of Object.entries(provider.operations)) {
        expect(operations).toContain(name);
        expect(typeof operation?.buildRequest).toBe('function');
        expect(typeof operation?.mapError).toBe('function');
      }
    }
  });
});
