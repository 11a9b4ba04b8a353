/**
 * Sequential streaming probe (concurrency 1, one keep-alive connection): time to the first body byte
 * and to the end of the stream, p50/p99 over `count` requests after a warm-up. A relay that buffers
 * or waits before forwarding the first upstream event shows here, not in req/s.
 */
import http from 'node:http';

function once(url, body, headers, agent) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let first = null;
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (part) => {
          if (first === null) first = process.hrtime.bigint();
          text += part;
        });
        response.on('end', () => {
          const ended = process.hrtime.bigint();
          if (response.statusCode !== 200 || !text.includes('[DONE]'))
            return reject(new Error(`stream probe ${url}: HTTP ${response.statusCode} ${text.slice(0, 200)}`));
          resolve([Number(first - started) / 1e6, Number(ended - started) / 1e6]);
        });
      },
    );
    request.on('error', reject);
    // Bounded: a stalled stream fails the probe instead of hanging the benchmark.
    request.setTimeout(10_000, () => request.destroy(new Error(`stream probe ${url}: no progress for 10 s`)));
    request.end(body);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function probeTtfb({ url, body, headers, count, warmup = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < warmup; index++) await once(url, body, headers, agent);
    const firstByte = [];
    const total = [];
    for (let index = 0; index < count; index++) {
      const [ttfb, end] = await once(url, body, headers, agent);
      firstByte.push(ttfb);
      total.push(end);
    }
    return { ttfbP50: percentile(firstByte, 50), ttfbP99: percentile(firstByte, 99), totalP50: percentile(total, 50), totalP99: percentile(total, 99) };
  } finally {
    agent.destroy();
  }
}
