/**
 * hono-min: the floor cost of a naive Node + Hono relay (Hono + @hono/node-server + global fetch,
 * upstream body returned as a web stream), from the shared relay harness. The gateway's targets are
 * ratios against it measured in the same run. Env: PROXY_PORT (required), UPSTREAM (origin).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const PORT = Number(process.env.PROXY_PORT);
const UPSTREAM = process.env.UPSTREAM;

const app = new Hono();
app.get('/health', (c) => c.text('ok'));
app.post('/v1/*', async (c) => {
  const body = await c.req.arrayBuffer();
  const headers = { 'content-type': 'application/json' };
  const auth = c.req.header('authorization');
  if (auth) headers.authorization = auth;
  const up = await fetch(UPSTREAM + c.req.path, { method: 'POST', headers, body });
  const out = new Headers();
  const type = up.headers.get('content-type');
  if (type) out.set('content-type', type);
  if (type && type.startsWith('text/event-stream')) out.set('cache-control', 'no-cache');
  return new Response(up.body, { status: up.status, headers: out });
});

serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' }, (info) => console.log(`hono-min on 127.0.0.1:${info.port} pid=${process.pid}`));
