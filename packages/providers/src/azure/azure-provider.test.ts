import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { azure } from './azure-provider.ts';
import { azureDeploymentName, buildAzureUrl } from './build-azure-url.ts';

const chat = jsonOperation(azure.operations.chat);
const resource = 'https://my-resource.openai.azure.com';

describe('buildAzureUrl', () => {
  it('strips dots from the deployment and /v1 from the task', () => {
    expect(azureDeploymentName('gpt-4.1-mini')).toBe('gpt-41-mini');
    expect(buildAzureUrl('/v1/audio/speech', testContext({ model: 'tts-1' }), resource)).toBe(
      `${resource}/openai/deployments/tts-1/audio/speech?api-version=2024-12-01-preview`,
    );
  });

  it('takes the api-version from the client first, then the channel other field', () => {
    expect(buildAzureUrl('/v1/embeddings', testContext({ other: '2024-10-21' }), resource)).toContain('api-version=2024-10-21');
    expect(buildAzureUrl('/v1/embeddings', testContext({ other: '2024-10-21', apiVersion: '2025-01-01-preview' }), resource)).toContain(
      'api-version=2025-01-01-preview',
    );
  });
});

describe('azure provider', () => {
  it('sends api-key instead of a Bearer token to the deployment URL', () => {
    const request = chat.buildRequest({ model: 'gpt-4.1', messages: [] }, testContext({ baseUrl: resource, model: 'gpt-4.1', key: 'azure-key', stream: true }));
    expect(request.url).toBe(`${resource}/openai/deployments/gpt-41/chat/completions?api-version=2024-12-01-preview`);
    expect(request.headers).toEqual({ 'api-key': 'azure-key', 'Content-Type': 'application/json', Accept: 'text/event-stream' });
    expect(JSON.parse(request.body as string).stream_options).toEqual({ include_usage: true });
  });

  it('applies the OpenAI reasoning-model rewrites', () => {
    const request = chat.buildRequest({ model: 'o3-mini', messages: [], max_tokens: 50, temperature: 1 }, testContext({ baseUrl: resource, model: 'o3-mini' }));
    expect(JSON.parse(request.body as string)).toEqual({ model: 'o3-mini', messages: [], max_completion_tokens: 50 });
  });

  it('has no moderations or rerank operation', () => {
    expect(azure.operations.moderations).toBeUndefined();
    expect(azure.operations.rerank).toBeUndefined();
  });

  it('parses a recorded answer with content-filter fields', () => {
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 14, outputTokens: 5 });
  });

  it('replays a recorded stream whose first event is the prompt-filter preamble', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 17);
    expect(replay.chunks).toHaveLength(5);
    expect(replay.usage).toMatchObject({ inputTokens: 9, outputTokens: 1 });
  });

  it('maps a recorded DeploymentNotFound 404', () => {
    const error = chat.mapError(404, readFixture(import.meta.url, 'error-404.json'));
    expect(error).toMatchObject({ status: 404, error: { code: 'DeploymentNotFound', type: 'upstream_error' }, retryable: true });
  });
});
