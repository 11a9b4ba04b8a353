import type { ProviderContext } from '../spec/provider-context.ts';

/** api-version used when neither the client's query nor the channel's `other` field names one. */
export const defaultAzureApiVersion = '2024-12-01-preview';

/** Azure deployment names cannot contain dots, so new-api's convention is the model name without them. */
export function azureDeploymentName(model: string): string {
  return model.replaceAll('.', '');
}

/**
 * `<base>/openai/deployments/<deployment>/<task>?api-version=<v>`: the task is OpenAI's path without `/v1`
 * (`chat/completions`, `embeddings`, `audio/speech` …); the version is the client's, else the channel's
 * `other`, else the default.
 */
export function buildAzureUrl(path: string, context: ProviderContext, baseUrl: string): string {
  const version = context.apiVersion || context.other || defaultAzureApiVersion;
  const task = path.startsWith('/v1/') ? path.slice(3) : path;
  return `${baseUrl}/openai/deployments/${encodeURIComponent(azureDeploymentName(context.model))}${task}?api-version=${encodeURIComponent(version)}`;
}
