import { describe, expect, it } from 'vitest';
import { jsonOperation, readJsonFixture, testContext } from '../testing/fixtures.ts';
import { azure } from './azure-provider.ts';

const responses = jsonOperation(azure.operations.responses);
const base = 'https://res.openai.azure.com';

describe('azure provider: /v1/responses passed through natively (ADR 0038)', () => {
  it('posts to the resource responses path with a Responses-capable api-version, the deployment as model, api-key auth', () => {
    const request = responses.buildRequest(
      { model: 'gpt-4.1-nano', input: 'hi', stream: true },
      testContext({ baseUrl: base, model: 'gpt-4.1-nano', key: 'az-key', stream: true, other: '2024-12-01-preview' }),
    );
    expect(request.url).toBe(`${base}/openai/responses?api-version=2025-04-01-preview`);
    expect(request.headers).toMatchObject({ 'api-key': 'az-key', Accept: 'text/event-stream' });
    expect(request.headers.Authorization).toBeUndefined();
    expect(JSON.parse(request.body as string)).toEqual({ model: 'gpt-41-nano', input: 'hi', stream: true });
    expect(responses.conversion).toBeUndefined();
  });

  it('keeps a newer dated version and speaks the v1 API for v1 / preview', () => {
    const url = (apiVersion: string) => responses.buildRequest({ model: 'm', input: 'x' }, testContext({ baseUrl: base, model: 'm', apiVersion })).url;
    expect(url('2025-04-01-preview')).toBe(`${base}/openai/responses?api-version=2025-04-01-preview`);
    expect(url('v1')).toBe(`${base}/openai/v1/responses`);
    expect(url('preview')).toBe(`${base}/openai/v1/responses?api-version=preview`);
  });

  it('follow-ups reach the same resource with the api-version and the client query', () => {
    const request = responses.buildFollowUp!(
      'GET',
      '/v1/responses/resp_1/input_items?limit=5',
      testContext({ baseUrl: base, key: 'az-key', other: '2025-04-01-preview' }),
    );
    expect(request).toMatchObject({ url: `${base}/openai/responses/resp_1/input_items?api-version=2025-04-01-preview&limit=5`, method: 'GET' });
    expect(request.headers['api-key']).toBe('az-key');
  });

  it('parses a recorded Azure Response: body unchanged, id remembered, usage', () => {
    const json = readJsonFixture(import.meta.url, 'responses.json');
    const parsed = responses.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.responseId).toBe('resp_68af1e2f4c3c8190a7c5a6f2e0b1d4c70a1b2c3d4e5f6a7b');
    expect(parsed.usage).toMatchObject({ inputTokens: 12, outputTokens: 5, cachedInputTokens: 0, reasoningTokens: 0 });
  });
});
