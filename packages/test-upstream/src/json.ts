/** A JSON answer with the content type upstreams send. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A server-sent event stream of already formatted events. */
export function sse(events: string[]): Response {
  return new Response(events.join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** The body of a JSON request, or an empty object when it has none. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/** Every header of a request, lower-case names. */
export function headerRecord(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers);
}
