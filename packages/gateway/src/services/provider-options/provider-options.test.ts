import { describe, expect, it, vi } from 'vitest';
import { optionDefaults, readBooleanOption, readJsonOption, readNumberOption } from '@gateway/domain';
import { providerForChannelType, type ProviderContext } from '@gateway/providers';
import type { OptionStore } from '../option-store.ts';
import { createProviderOptions, type ProviderOptionRequest } from './index.ts';

/** An in-memory option store over the registry defaults (no database); `getJson` is spied to count parses. */
function optionsWith(overrides: Record<string, string>) {
  const store = {
    values: { ...optionDefaults(), ...overrides } as Record<string, string>,
    ready: async () => {},
    reload: async () => {},
    snapshot: () => store.values,
    get: (key: string) => store.values[key] ?? '',
    getBoolean: (key: string) => readBooleanOption(store.values, key),
    getNumber: (key: string) => readNumberOption(store.values, key),
    getJson: vi.fn((key: string) => readJsonOption(store.values, key) as never),
    set(key: string, value: string) {
      store.values = { ...store.values, [key]: value };
    },
  };
  return store satisfies OptionStore;
}

const anthropic = providerForChannelType(14);
const gemini = providerForChannelType(24);
const openai = providerForChannelType(1);

function context(model: string): ProviderContext {
  return { baseUrl: '', key: 'k', model, stream: false };
}

function request(model: string, extra: Partial<ProviderOptionRequest> = {}): ProviderOptionRequest {
  return { operation: 'chat', model, maxTokens: undefined, ...extra };
}

describe('Claude options on the provider context (SET-059, SET-060)', () => {
  it('forwards the client anthropic-version and anthropic-beta, merging a per-model anthropic-beta', () => {
    const options = optionsWith({
      'claude.model_headers_settings': JSON.stringify({ 'claude-x': { 'Anthropic-Beta': ['output-128k-2025-02-19'], 'x-extra': ['a', 'b'] } }),
    });
    const target = context('claude-x');
    const headers: Record<string, string> = { 'anthropic-version': '2023-01-01', 'anthropic-beta': 'prompt-caching-2024-07-31' };
    createProviderOptions(options).apply(target, anthropic, request('claude-x', { clientHeader: (name) => headers[name] }));
    expect(target.anthropic).toEqual({
      version: '2023-01-01',
      beta: 'prompt-caching-2024-07-31',
      headers: { 'anthropic-beta': 'prompt-caching-2024-07-31,output-128k-2025-02-19', 'x-extra': 'a, b' },
      defaultMaxTokens: 8192,
    });
  });

  it('default max_tokens per model, else "default"', () => {
    const options = optionsWith({ 'claude.default_max_tokens': JSON.stringify({ default: 1000, 'claude-big': 64000 }) });
    const provider = createProviderOptions(options);
    const big = context('claude-big');
    provider.apply(big, anthropic, request('claude-big'));
    expect(big.anthropic?.defaultMaxTokens).toBe(64000);
    const other = context('claude-other');
    provider.apply(other, anthropic, request('claude-other'));
    expect(other.anthropic?.defaultMaxTokens).toBe(1000);
  });

  it('thinking adapter: strips -thinking and budgets max_tokens × percentage; off leaves the model alone', () => {
    const options = optionsWith({ 'claude.thinking_adapter_budget_tokens_percentage': '0.5' });
    const provider = createProviderOptions(options);
    const thinking = context('claude-3-7-sonnet-thinking');
    provider.apply(thinking, anthropic, request('claude-3-7-sonnet-thinking', { maxTokens: 10000 }));
    expect(thinking.model).toBe('claude-3-7-sonnet');
    expect(thinking.anthropic?.thinkingBudget).toBe(5000);
    // No max_tokens: the default max tokens (8192) is the base.
    const fallback = context('claude-3-7-sonnet-thinking');
    provider.apply(fallback, anthropic, request('claude-3-7-sonnet-thinking', { operation: 'messages' }));
    expect(fallback.anthropic?.thinkingBudget).toBe(4096);

    options.set('claude.thinking_adapter_enabled', 'false');
    const off = context('claude-3-7-sonnet-thinking');
    provider.apply(off, anthropic, request('claude-3-7-sonnet-thinking', { maxTokens: 10000 }));
    expect(off.model).toBe('claude-3-7-sonnet-thinking');
    expect(off.anthropic?.thinkingBudget).toBeUndefined();
  });
});

describe('Gemini options on the provider context (SET-054, SET-055)', () => {
  it('API version per model with the "default" fallback, and safety for every category', () => {
    const options = optionsWith({
      'gemini.version_settings': JSON.stringify({ default: 'v1alpha', 'gemini-1.0-pro': 'v1' }),
      'gemini.safety_settings': JSON.stringify({ default: 'BLOCK_NONE', HARM_CATEGORY_HARASSMENT: 'BLOCK_ONLY_HIGH' }),
    });
    const provider = createProviderOptions(options);
    const old = context('gemini-1.0-pro');
    provider.apply(old, gemini, request('gemini-1.0-pro'));
    expect(old.gemini?.apiVersion).toBe('v1');
    expect(old.gemini?.safetySettings).toEqual({
      HARM_CATEGORY_HARASSMENT: 'BLOCK_ONLY_HIGH',
      HARM_CATEGORY_HATE_SPEECH: 'BLOCK_NONE',
      HARM_CATEGORY_SEXUALLY_EXPLICIT: 'BLOCK_NONE',
      HARM_CATEGORY_DANGEROUS_CONTENT: 'BLOCK_NONE',
      HARM_CATEGORY_CIVIC_INTEGRITY: 'BLOCK_NONE',
    });
    const other = context('gemini-2.5-flash');
    provider.apply(other, gemini, request('gemini-2.5-flash'));
    expect(other.gemini?.apiVersion).toBe('v1alpha');
    expect(other.gemini?.thinkingBudget).toBeUndefined();
  });

  it('registry defaults: safety OFF with the civic-integrity override, version v1beta, no thinking adapter (SET-057, SET-058)', () => {
    const target = context('gemini-2.5-flash-thinking');
    createProviderOptions(optionsWith({})).apply(target, gemini, request('gemini-2.5-flash-thinking', { maxTokens: 1000 }));
    expect(target.model).toBe('gemini-2.5-flash-thinking');
    expect(target.gemini).toEqual({
      apiVersion: 'v1beta',
      safetySettings: {
        HARM_CATEGORY_HARASSMENT: 'OFF',
        HARM_CATEGORY_HATE_SPEECH: 'OFF',
        HARM_CATEGORY_SEXUALLY_EXPLICIT: 'OFF',
        HARM_CATEGORY_DANGEROUS_CONTENT: 'OFF',
        HARM_CATEGORY_CIVIC_INTEGRITY: 'BLOCK_NONE',
      },
    });
  });

  it('thinking adapter (chat only): -thinking → max_tokens × percentage capped at 24576 (SET-056), -nothinking → 0', () => {
    const options = optionsWith({ 'gemini.thinking_adapter_enabled': 'true' });
    const provider = createProviderOptions(options);
    const apply = (model: string, extra: Partial<ProviderOptionRequest> = {}) => {
      const target = context(model);
      provider.apply(target, gemini, request(model, extra));
      return target;
    };
    expect(apply('gemini-2.5-flash-thinking', { maxTokens: 1000 })).toMatchObject({ model: 'gemini-2.5-flash', gemini: { thinkingBudget: 600 } });
    expect(apply('gemini-2.5-flash-thinking', { maxTokens: 100_000 }).gemini?.thinkingBudget).toBe(24576);
    expect(apply('gemini-2.5-flash-thinking').gemini?.thinkingBudget).toBe(24576);
    expect(apply('gemini-2.5-flash-nothinking')).toMatchObject({ model: 'gemini-2.5-flash', gemini: { thinkingBudget: 0 } });
    // The native API passes its body through: no adapter, the model is left as asked.
    expect(apply('gemini-2.5-flash-thinking', { operation: 'generateContent' })).toMatchObject({ model: 'gemini-2.5-flash-thinking' });
  });

  it('other providers get nothing', () => {
    const target = context('gpt-4o-mini');
    createProviderOptions(optionsWith({})).apply(target, openai, request('gpt-4o-mini'));
    expect(target).toEqual(context('gpt-4o-mini'));
  });
});

describe('option parsing cache', () => {
  it('parses the JSON options once per change, not per request', () => {
    const options = optionsWith({});
    const provider = createProviderOptions(options);
    for (let round = 0; round < 5; round += 1) provider.apply(context('claude-x'), anthropic, request('claude-x'));
    expect(options.getJson).toHaveBeenCalledTimes(2);
    options.set('claude.default_max_tokens', JSON.stringify({ default: 7 }));
    const target = context('claude-x');
    provider.apply(target, anthropic, request('claude-x'));
    expect(target.anthropic?.defaultMaxTokens).toBe(7);
    expect(options.getJson).toHaveBeenCalledTimes(4);
  });
});
