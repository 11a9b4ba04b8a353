import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, testContext } from '../testing/fixtures.ts';
import { jina } from './jina-provider.ts';

describe('jina provider', () => {
  it('has embeddings and rerank only (no chat, hence no messages)', () => {
    expect(Object.keys(jina.operations)).toEqual(['embeddings', 'rerank']);
  });

  it('bills recorded embeddings and a total-only rerank usage as input', () => {
    const embeddings = jsonOperation(jina.operations.embeddings);
    const rerank = jsonOperation(jina.operations.rerank);
    expect(rerank.buildRequest({ model: 'x', query: 'q', documents: [] }, testContext({ model: 'jina-reranker-v2-base-multilingual' })).url).toBe(
      'https://api.jina.ai/v1/rerank',
    );
    expect(embeddings.parseResponse(readJsonFixture(import.meta.url, 'embeddings.json'), testContext()).usage).toMatchObject({ inputTokens: 9 });
    expect(rerank.parseResponse(readJsonFixture(import.meta.url, 'rerank.json'), testContext()).usage).toMatchObject({ inputTokens: 38, outputTokens: 0 });
  });

  it('maps a recorded FastAPI-style 422', () => {
    expect(jsonOperation(jina.operations.rerank).mapError(422, readFixture(import.meta.url, 'error-422.json'))).toMatchObject({
      status: 422,
      error: { message: "[RID: 6f1a] Validation error: field 'documents' is required" },
    });
  });
});
