import { describe, expect, it } from 'vitest';
import { jsonOperation, testContext } from '../testing/fixtures.ts';
import { anthropic } from './anthropic-provider.ts';

const countTokens = jsonOperation(anthropic.operations.countTokens);

describe('anthropic provider: /v1/messages/count_tokens', () => {
  it('posts the client body with the mapped model, the channel key and the client anthropic-version / anthropic-beta', () => {
    const body = { model: 'claude', system: 'be brief', messages: [{ role: 'user', content: 'hi' }], tools: [{ name: 't', input_schema: { type: 'object' } }] };
    const request = countTokens.buildRequest(
      body,
      testContext({
        baseUrl: 'https://claude.example/',
        model: 'claude-sonnet-4-20250514',
        stream: true,
        key: 'sk-ant',
        anthropic: { version: '2023-01-01', beta: 'token-counting-2024-11-01' },
      }),
    );
    expect(request.url).toBe('https://claude.example/v1/messages/count_tokens');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({
      'x-api-key': 'sk-ant',
      'anthropic-version': '2023-01-01',
      'anthropic-beta': 'token-counting-2024-11-01',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(JSON.parse(request.body as string)).toEqual({ ...body, model: 'claude-sonnet-4-20250514' });
  });

  it('answers the upstream count as the body and reports no usage (never billed)', () => {
    expect(countTokens.parseResponse({ input_tokens: 42 }, testContext())).toEqual({ body: { input_tokens: 42 }, usage: null });
    expect(countTokens.createStreamParser).toBeUndefined();
  });

  it('maps an upstream error like /v1/messages', () => {
    const error = countTokens.mapError(404, '{"type":"error","error":{"type":"not_found_error","message":"no such model"}}');
    expect(error).toMatchObject({ status: 404, error: { message: 'no such model', type: 'not_found_error' } });
  });
});
