/** Targets the proxy reaches in the workerd tests (Miniflare's outbound service: no network). */
export const targetRequests: Array<{ url: string; method: string; body: string; authorization: string | null }> = [];

export async function answerTarget(request: Request): Promise<Response> {
  const url = new URL(request.url);
  targetRequests.push({ url: url.href, method: request.method, body: await request.text(), authorization: request.headers.get('authorization') });
  if (url.pathname === '/slow') {
    // Never answers in time; unref'd so the pending answer does not keep the test process alive.
    return new Promise<Response>((resolve) => (setTimeout(() => resolve(new Response('too late')), 60_000) as unknown as { unref(): void }).unref());
  }
  if (url.pathname === '/to-private') return new Response(null, { status: 302, headers: { location: 'https://10.0.0.8/secret' } });
  if (url.pathname === '/stream') {
    const encoder = new TextEncoder();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 5) controller.close();
        else controller.enqueue(encoder.encode(`data: chunk ${sent}\n\n`));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream', 'set-cookie': 'tracking=1' } });
  }
  return Response.json({ received: url.pathname, method: request.method }, { status: url.pathname === '/missing' ? 404 : 200 });
}
