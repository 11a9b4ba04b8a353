import type { ProviderContext } from '../spec/provider-context.ts';

/** OpenAI embeddings input: one string or several (token arrays are not meaningful to Gemini). */
export interface OpenAIEmbeddingsRequest {
  input: string | string[];
  dimensions?: number;
  [field: string]: unknown;
}

export interface GeminiBatchEmbedRequest {
  requests: Array<{ model: string; content: { parts: Array<{ text: string }> }; outputDimensionality?: number }>;
}

export interface GeminiBatchEmbedResponse {
  embeddings?: Array<{ values?: number[] }>;
}

/** OpenAI embeddings request → batchEmbedContents: one request per input, `dimensions` → outputDimensionality. */
export function convertToGeminiEmbeddingsRequest(request: OpenAIEmbeddingsRequest, context: ProviderContext): GeminiBatchEmbedRequest {
  const inputs = Array.isArray(request.input) ? request.input : [request.input];
  return {
    requests: inputs.map((text) => ({
      model: `models/${context.model}`,
      content: { parts: [{ text: String(text) }] },
      ...(typeof request.dimensions === 'number' ? { outputDimensionality: request.dimensions } : {}),
    })),
  };
}

/**
 * batchEmbedContents answer → OpenAI embeddings list. Gemini reports no token usage for embeddings, so
 * the body carries none and the relay estimates it (usage null).
 */
export function convertGeminiEmbeddingsResponse(response: GeminiBatchEmbedResponse, context: ProviderContext) {
  return {
    object: 'list' as const,
    data: (response.embeddings ?? []).map((embedding, index) => ({ object: 'embedding' as const, index, embedding: embedding.values ?? [] })),
    model: context.model,
  };
}
