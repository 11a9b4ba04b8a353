/**
 * raw: the node:http ceiling (plain node:http server + node:http client with a keep-alive agent,
 * bodies piped, no framework), from the shared relay harness. Env: RAW_PORT (required), UPSTREAM.
 */
import http from 'node:http';

const PORT = Number(process.env.RAW_PORT);
const upstream = new URL(process.env.UPSTREAM);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') return res.end('ok');
    if (req.method !== 'POST' || !req.url.startsWith('/v1/')) {
      res.writeHead(404);
      return res.end();
    }
    const headers = { 'content-type': 'application/json' };
    if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    const upstreamRequest = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: 'POST', headers, agent },
      (upstreamResponse) => {
        const out = { 'content-type': upstreamResponse.headers['content-type'] || 'application/json' };
        if (upstreamResponse.headers['content-length']) out['content-length'] = upstreamResponse.headers['content-length'];
        res.writeHead(upstreamResponse.statusCode, out);
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  })
  .listen(PORT, '127.0.0.1', () => console.log(`raw on 127.0.0.1:${PORT} pid=${process.pid}`));
