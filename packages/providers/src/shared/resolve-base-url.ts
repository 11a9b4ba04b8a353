import type { ProviderContext } from '../spec/provider-context.ts';

/** The channel's base URL, or the provider default, without a trailing slash (so `+ '/v1/…'` never doubles it). */
export function resolveBaseUrl(context: ProviderContext, defaultBaseUrl: string): string {
  const base = context.baseUrl === '' ? defaultBaseUrl : context.baseUrl;
  return base.endsWith('/') ? base.slice(0, -1) : base;
}
