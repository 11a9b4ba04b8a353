import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/fixtures.ts';
import { convertGeminiEmbeddingsResponse, convertToGeminiEmbeddingsRequest } from './convert-gemini-embeddings.ts';

describe('Gemini embeddings conversion', () => {
  it('wraps a single string input and omits outputDimensionality when no dimensions were asked', () => {
    expect(convertToGeminiEmbeddingsRequest({ input: 'hello' }, testContext({ model: 'gemini-embedding-001' }))).toEqual({
      requests: [{ model: 'models/gemini-embedding-001', content: { parts: [{ text: 'hello' }] } }],
    });
  });

  it('answers an empty list for an answer without embeddings', () => {
    expect(convertGeminiEmbeddingsResponse({}, testContext({ model: 'm' }))).toEqual({ object: 'list', data: [], model: 'm' });
  });
});
