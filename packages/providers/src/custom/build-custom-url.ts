import type { ProviderContext } from '../spec/provider-context.ts';

/**
 * A Custom channel (type 8) stores the complete endpoint, not a base: the `other` field's URL when set,
 * else the base URL, with every `{model}` replaced by the upstream model name (as new-api's Custom channel does).
 */
export function buildCustomUrl(context: ProviderContext, baseUrl: string): string {
  const template = context.other ? context.other : baseUrl;
  return template.replaceAll('{model}', encodeURIComponent(context.model));
}
