import { jsonBody } from './json.ts';
import { upstreamFetch, toRequest } from './upstream-fetch.ts';
import { isVendorOrigin, vendorAnswer } from './vendor-answers.ts';

export interface VendorRequest {
  url: URL;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Every call the Anthropic and Gemini fakes received, oldest first (freshWorldEachTest empties it before each test). */
export const vendorRequests: VendorRequest[] = [];

/** The platform fetch of vendor worlds: the Anthropic and Gemini fakes, anything else the OpenAI fake. */
export const vendorUpstreamFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!isVendorOrigin(url.origin)) return upstreamFetch(input, init);
  const request = toRequest(input, init);
  const body = await jsonBody(request);
  vendorRequests.push({ url, headers: request.headers, body });
  return vendorAnswer(url, body);
};
