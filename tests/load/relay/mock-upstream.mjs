/**
 * Mock OpenAI upstream for the relay benchmark (adapted from the shared relay harness): plain
 * node:http so it costs as little as possible and the figures isolate relay cost. Any POST path
 * ending in /chat/completions answers a fixed chat.completion with usage; with "stream": true it
 * answers SSE: a role chunk, MOCK_CHUNKS (20) content chunks, a finish chunk, a usage chunk and
 * [DONE]. Env: MOCK_PORT (required), MOCK_CHUNKS (20). Listens on 127.0.0.1 only.
 */
import http from 'node:http';

const PORT = Number(process.env.MOCK_PORT);
const CHUNKS = Number(process.env.MOCK_CHUNKS || 20);
const created = Math.floor(Date.now() / 1000);
const usage = { prompt_tokens: 12, completion_tokens: CHUNKS, total_tokens: 12 + CHUNKS };

const completionBody = (model) =>
  JSON.stringify({
    id: 'chatcmpl-mock-1',
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hello! This is a fixed answer from the mock upstream.' }, logprobs: null, finish_reason: 'stop' }],
    usage,
    system_fingerprint: 'fp_mock',
  });

const chunk = (model, delta, finish = null, withUsage = false) => {
  const event = {
    id: 'chatcmpl-mock-1',
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint: 'fp_mock',
    choices: withUsage && !delta ? [] : [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
  if (withUsage) event.usage = usage;
  return `data: ${JSON.stringify(event)}\n\n`;
};

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  if (req.method !== 'POST' || !req.url.split('?')[0].endsWith('/chat/completions')) {
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
    const model = typeof body.model === 'string' ? body.model : 'mock-model';
    if (!body.stream) {
      const out = completionBody(model);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
      return res.end(out);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(chunk(model, { role: 'assistant', content: '' }));
    for (let index = 0; index < CHUNKS; index++) res.write(chunk(model, { content: `tok${index} ` }));
    res.write(chunk(model, {}, 'stop'));
    res.write(chunk(model, null, null, true));
    res.end('data: [DONE]\n\n');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(PORT, '127.0.0.1', () => console.log(`mock-upstream on 127.0.0.1:${PORT} pid=${process.pid}`));
