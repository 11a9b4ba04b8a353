import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/fixtures.ts';
import { convertToAnthropicRequest } from './convert-to-anthropic-request.ts';

describe('convertToAnthropicRequest', () => {
  it('moves system and developer messages into `system` and maps sampling parameters', () => {
    const body = convertToAnthropicRequest(
      {
        model: 'claude',
        messages: [
          { role: 'system', content: 'You are terse.' },
          { role: 'developer', content: [{ type: 'text', text: 'Answer in English.' }] },
          { role: 'user', content: 'Hi' },
        ],
        max_tokens: 256,
        temperature: 0.3,
        top_p: 0.9,
        stop: 'END',
        user: 'user-7',
      },
      testContext({ model: 'claude-sonnet-4-20250514', stream: true }),
    );
    expect(body).toEqual({
      model: 'claude-sonnet-4-20250514',
      system: 'You are terse.\nAnswer in English.',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
      max_tokens: 256,
      temperature: 0.3,
      top_p: 0.9,
      stop_sequences: ['END'],
      metadata: { user_id: 'user-7' },
      stream: true,
    });
  });

  it('converts data-URL and http images', () => {
    const body = convertToAnthropicRequest(
      {
        model: 'c',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is this?' },
              { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
              { type: 'image_url', image_url: { url: 'https://example.com/cat.jpg' } },
            ],
          },
        ],
      },
      testContext(),
    );
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
      { type: 'image', source: { type: 'url', url: 'https://example.com/cat.jpg' } },
    ]);
  });

  it('converts tools, tool_choice, assistant tool calls and merges consecutive tool results', () => {
    const body = convertToAnthropicRequest(
      {
        model: 'c',
        messages: [
          { role: 'user', content: 'Weather in Paris and Rome?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
              { id: 'call_2', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Rome"}' } },
            ],
          },
          { role: 'tool', tool_call_id: 'call_1', content: '18°C' },
          { role: 'tool', tool_call_id: 'call_2', content: '24°C' },
        ],
        tools: [
          {
            type: 'function',
            function: { name: 'get_weather', description: 'Current weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
          },
        ],
        tool_choice: 'required',
      },
      testContext(),
    );
    expect(body.tools).toEqual([
      { name: 'get_weather', description: 'Current weather', input_schema: { type: 'object', properties: { city: { type: 'string' } } } },
    ]);
    expect(body.tool_choice).toEqual({ type: 'any' });
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Weather in Paris and Rome?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'call_1', name: 'get_weather', input: { city: 'Paris' } },
          { type: 'tool_use', id: 'call_2', name: 'get_weather', input: { city: 'Rome' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'call_1', content: '18°C' },
          { type: 'tool_result', tool_use_id: 'call_2', content: '24°C' },
        ],
      },
    ]);
  });

  it('takes max_tokens from max_completion_tokens, then claude.default_max_tokens, then 8192', () => {
    expect(convertToAnthropicRequest({ model: 'c', messages: [], max_completion_tokens: 77 }, testContext()).max_tokens).toBe(77);
    expect(convertToAnthropicRequest({ model: 'c', messages: [] }, testContext({ anthropic: { defaultMaxTokens: 4096 } })).max_tokens).toBe(4096);
    expect(convertToAnthropicRequest({ model: 'c', messages: [] }, testContext()).max_tokens).toBe(8192);
  });

  it('enables extended thinking from the resolved budget, dropping sampling knobs Anthropic rejects with it', () => {
    const body = convertToAnthropicRequest(
      { model: 'c', messages: [], max_tokens: 10000, temperature: 0.2, top_p: 0.5 },
      testContext({ anthropic: { thinkingBudget: 8000 } }),
    );
    expect(body).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 8000 }, max_tokens: 10000 });
    expect(body.temperature).toBeUndefined();
    expect(body.top_p).toBeUndefined();
    const raised = convertToAnthropicRequest({ model: 'c', messages: [], max_tokens: 500 }, testContext({ anthropic: { thinkingBudget: 100 } }));
    expect(raised.thinking).toEqual({ type: 'enabled', budget_tokens: 1024 });
    expect(raised.max_tokens).toBe(1024 + 8192);
  });

  it('maps a named tool_choice and keeps malformed arguments readable', () => {
    const body = convertToAnthropicRequest(
      {
        model: 'c',
        messages: [{ role: 'assistant', content: 'ok', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{broken' } }] }],
        tool_choice: { type: 'function', function: { name: 'f' } },
      },
      testContext(),
    );
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'f' });
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: 'ok' },
      { type: 'tool_use', id: 'c1', name: 'f', input: { arguments: '{broken' } },
    ]);
  });
});
