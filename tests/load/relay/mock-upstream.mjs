/**
 * Mock upstream for the relay benchmark (adapted from the shared relay harness): plain node:http so it
 * costs as little as possible and the figures isolate relay cost. POST paths ending in
 * /chat/completions (OpenAI), /responses (OpenAI Responses API) and /messages (Anthropic Messages)
 * answer fixed bodies with usage; with "stream": true they answer SSE with MOCK_CHUNKS (20) text deltas
 * in their API's event shapes (mock-shapes.mjs), one write per event. Env: MOCK_PORT (required),
 * MOCK_CHUNKS (20). Listens on 127.0.0.1 only.
 */
import http from 'node:http';
import { apiOfPath, shapesFor } from './mock-shapes.mjs';

const PORT = Number(process.env.MOCK_PORT);
const CHUNKS = Number(process.env.MOCK_CHUNKS || 20);

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  const api = req.method === 'POST' ? apiOfPath(req.url.split('?')[0]) : undefined;
  if (api === undefined) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{"error":{"message":"not found"}}');
  }
  const parts = [];
  req.on('data', (part) => parts.push(part));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}');
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end('{"error":{"message":"bad json"}}');
    }
    const shapes = shapesFor(api, typeof body.model === 'string' ? body.model : 'mock-model', CHUNKS);
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(shapes.json) });
      return res.end(shapes.json);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const last = shapes.events.length - 1;
    for (let index = 0; index < last; index++) res.write(shapes.events[index]);
    res.end(shapes.events[last]);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(PORT, '127.0.0.1', () => console.log(`mock-upstream on 127.0.0.1:${PORT} pid=${process.pid}`));
