import type { JsonOperationAdaptor, ParsedResponse } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { ProviderError } from '../spec/provider-error.ts';
import type { UpstreamRequest } from '../spec/upstream-request.ts';
import { convertResponsesUsage } from './convert-responses-usage.ts';
import { createResponsesStreamParser } from './responses-stream-parser.ts';

/** How the vendor's request is addressed and authenticated (its URL for a path, its headers). */
export interface ResponsesTarget {
  url(path: string, context: ProviderContext): string;
  headers(context: ProviderContext, stream: boolean): Record<string, string>;
  /** The body's `model` when it is not the mapped model itself (Azure: the deployment name). */
  model?: (context: ProviderContext) => string;
  mapError(status: number, bodyText: string): ProviderError;
}

function buildResponsesRequest(target: ResponsesTarget, input: Record<string, unknown>, context: ProviderContext): UpstreamRequest {
  const body: Record<string, unknown> = { ...input, model: target.model === undefined ? context.model : target.model(context) };
  if (context.stream) body.stream = true;
  else delete body.stream;
  return { url: target.url('/v1/responses', context), method: 'POST', headers: target.headers(context, context.stream), body: JSON.stringify(body) };
}

function withResponseId(parsed: ParsedResponse, id: unknown): ParsedResponse {
  if (typeof id === 'string' && id !== '') parsed.responseId = id;
  return parsed;
}

/**
 * POST /v1/responses passed through natively (OpenAI's Responses API): the client's body with the mapped
 * model; the answer unchanged, usage read from it (non-stream) or from `response.completed` (stream).
 * https://platform.openai.com/docs/api-reference/responses
 */
export function createResponsesAdaptor(target: ResponsesTarget): JsonOperationAdaptor {
  return {
    responseType: 'json',
    buildRequest: (input, context) => buildResponsesRequest(target, input as Record<string, unknown>, context),
    parseResponse: (json): ParsedResponse => withResponseId({ body: json, usage: convertResponsesUsage(json) }, (json as { id?: unknown } | null)?.id),
    buildFollowUp: (method, path, context) => ({ url: target.url(path, context), method, headers: target.headers(context, false), body: '' }),
    createStreamParser: (context) => createResponsesStreamParser({ scanOnly: context.forwardsRawEvents === true }),
    streamFormat: 'responses',
    streamPassthrough: true,
    mapError: target.mapError,
  };
}
