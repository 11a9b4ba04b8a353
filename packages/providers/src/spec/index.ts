export { operations, type Operation } from './operation.ts';
export type { NormalizedUsage } from './normalized-usage.ts';
export type { StreamPart, FinishReason } from './stream-part.ts';
export type { UpstreamRequest } from './upstream-request.ts';
export type { ProviderContext, ChannelSetting, GeminiContext, AnthropicContext } from './provider-context.ts';
export type { ProviderError, OpenAIErrorBody } from './provider-error.ts';
export type {
  OperationAdaptor,
  JsonOperationAdaptor,
  BinaryOperationAdaptor,
  ParsedResponse,
  StreamOutput,
  StreamParser,
  StreamFormat,
} from './operation-adaptor.ts';
export type { RelayProvider } from './relay-provider.ts';
export type * from './openai-types.ts';
