/**
 * @gateway/providers — upstream adaptors: pure request / response / stream mapping per vendor, no I/O.
 * The relay looks a provider up by channel type, asks the operation to build the upstream request, sends
 * it with its own transport, and feeds the answer (or the stream text) back for mapping and usage.
 */
export type * from './spec/index.ts';
export { operations } from './spec/index.ts';
export { relayProviders, providerForChannelType, openAIFallbackTypes } from './registry.ts';
export { createSseParser, type SseEvent, type SseParser } from './sse/create-sse-parser.ts';
export { serializeSseData, serializeSseEvent, serializeStreamChunk, sseDone } from './sse/serialize-sse.ts';
export { createOpenAIChunkEncoder, type ChunkIdentity } from './shared/openai-chunk-encoder.ts';
export { toOpenAIUsage } from './shared/usage.ts';
export { createThinkTagMapper, mapResponseReasoningToThinkTags } from './shared/map-reasoning-to-think-tags.ts';
export { isRetryableStatus } from './shared/is-retryable-status.ts';
export { mapUpstreamError } from './shared/map-upstream-error.ts';
export { convertOpenAIChunkToParts } from './openai-compatible/convert-openai-chunk-to-parts.ts';
export { convertGeminiToOpenAIRequest, type GeminiClientRequest } from './gemini-format/convert-gemini-to-openai-request.ts';
export { defineOpenAICompatibleProvider, type OpenAICompatibleConfig } from './openai-compatible/define-openai-compatible-provider.ts';
export type { ParameterTable, ParameterRange } from './openai-compatible/parameter-table.ts';
