/** Everything the relay needs to call the upstream; it adds nothing but its transport. */
export interface UpstreamRequest {
  url: string;
  method: 'POST' | 'GET' | 'DELETE';
  headers: Record<string, string>;
  /** Ready to send: JSON text, or the client's multipart form passed through (audio uploads). */
  body: string | FormData;
}
