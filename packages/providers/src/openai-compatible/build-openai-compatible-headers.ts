import type { ProviderContext } from '../spec/provider-context.ts';

/**
 * Headers every OpenAI-shaped call sends: Bearer auth unless the vendor authenticates otherwise (omitted for an
 * empty key, e.g. a local Ollama),
 * JSON content type unless the body is multipart (the transport then sets the boundary), SSE accept when
 * streaming, then the vendor's own headers, which win.
 */
export function buildOpenAICompatibleHeaders(
  context: ProviderContext,
  json: boolean,
  streaming: boolean,
  authHeaders: ((context: ProviderContext) => Record<string, string>) | undefined,
  vendorHeaders: Record<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = authHeaders === undefined ? {} : authHeaders(context);
  if (authHeaders === undefined && context.key !== '') headers.Authorization = `Bearer ${context.key}`;
  if (json) headers['Content-Type'] = 'application/json';
  headers.Accept = streaming ? 'text/event-stream' : 'application/json';
  if (vendorHeaders !== undefined) Object.assign(headers, vendorHeaders);
  return headers;
}
