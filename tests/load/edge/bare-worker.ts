// The bare Hono pass-through worker the edge benchmark compares the gateway with: the request body and
// authorization to UPSTREAM, the answer streamed back. No auth, no billing, no database.
import { Hono } from 'hono';

const app = new Hono<{ Bindings: { UPSTREAM: string } }>();

app.get('/health', (context) => context.text('ok'));
app.post('/v1/chat/completions', async (context) => {
  const upstream = await fetch(`${context.env.UPSTREAM}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: context.req.header('authorization') ?? '' },
    body: context.req.raw.body,
  });
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' } });
});

export default app;
