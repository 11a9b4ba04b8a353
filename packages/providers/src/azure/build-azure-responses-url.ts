import type { ProviderContext } from '../spec/provider-context.ts';
import { defaultAzureApiVersion } from './build-azure-url.ts';

/** The first dated api-version with the Responses API; older versions (a chat-era channel `other`) are raised to this one. */
export const azureResponsesApiVersion = '2025-04-01-preview';

function responsesVersion(context: ProviderContext): string {
  const version = context.apiVersion || context.other || defaultAzureApiVersion;
  // Dated versions sort as text; 'v1', 'preview' and 'latest' are not dates and are kept.
  return /^\d{4}-\d{2}-\d{2}/.test(version) && version < '2025-03-01-preview' ? azureResponsesApiVersion : version;
}

/**
 * Azure OpenAI's Responses API (ADR 0038): not per deployment like chat, but on the resource —
 * `<base>/openai/responses[/…]?api-version=<v>` for dated (preview) versions, `<base>/openai/v1/responses[/…]`
 * for the v1 API (`api-version` `v1`, or `preview` / `latest`, sent as given). `path` is OpenAI's
 * (`/v1/responses/{id}/input_items?after=…`); the client's query string is kept after the api-version.
 * https://learn.microsoft.com/azure/ai-foundry/openai/how-to/responses
 */
export function buildAzureResponsesUrl(path: string, context: ProviderContext, baseUrl: string): string {
  const [route = '', query] = path.split('?', 2);
  const task = route.startsWith('/v1/') ? route.slice(3) : route;
  const version = responsesVersion(context);
  const extra = query === undefined || query === '' ? '' : `&${query}`;
  if (version === 'v1') return `${baseUrl}/openai/v1${task}${query === undefined || query === '' ? '' : `?${query}`}`;
  if (version === 'preview' || version === 'latest') return `${baseUrl}/openai/v1${task}?api-version=${version}${extra}`;
  return `${baseUrl}/openai${task}?api-version=${encodeURIComponent(version)}${extra}`;
}
