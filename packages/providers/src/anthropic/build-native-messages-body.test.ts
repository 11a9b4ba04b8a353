import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/fixtures.ts';
import { buildNativeMessagesBody } from './build-native-messages-body.ts';

const messages = [{ role: 'user', content: 'hi' }];

describe('anthropic native /v1/messages body (Claude options, SET-059)', () => {
  it('fills max_tokens from claude.default_max_tokens only when the client sent none', () => {
    expect(buildNativeMessagesBody({ model: 'c', messages }, testContext({ model: 'up', anthropic: { defaultMaxTokens: 2048 } }))).toEqual({
      model: 'up',
      messages,
      max_tokens: 2048,
    });
    expect(buildNativeMessagesBody({ model: 'c', messages, max_tokens: 10 }, testContext({ anthropic: { defaultMaxTokens: 2048 } })).max_tokens).toBe(10);
    expect(buildNativeMessagesBody({ model: 'c', messages }, testContext()).max_tokens).toBe(8192);
  });

  it('adds the thinking budget, drops sampling overrides and keeps a client-configured thinking block', () => {
    const body = buildNativeMessagesBody(
      { model: 'c', messages, max_tokens: 4000, temperature: 0.2, top_p: 0.5 },
      testContext({ anthropic: { thinkingBudget: 3200 } }),
    );
    expect(body).toEqual({ model: 'test-model', messages, max_tokens: 4000, thinking: { type: 'enabled', budget_tokens: 3200 } });
    const own = { type: 'enabled', budget_tokens: 1500 };
    expect(
      buildNativeMessagesBody({ model: 'c', messages, max_tokens: 4000, thinking: own }, testContext({ anthropic: { thinkingBudget: 3200 } })).thinking,
    ).toBe(own);
  });

  it('sets or removes the stream flag from the relay context', () => {
    expect(buildNativeMessagesBody({ model: 'c', messages, max_tokens: 1, stream: true }, testContext({ stream: false })).stream).toBeUndefined();
    expect(buildNativeMessagesBody({ model: 'c', messages, max_tokens: 1 }, testContext({ stream: true })).stream).toBe(true);
  });
});
