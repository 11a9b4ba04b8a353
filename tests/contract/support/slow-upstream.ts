/**
 * An OpenAI-compatible upstream that streams one chunk, then one more every `intervalMs` until the
 * client goes away: the abort-mid-stream contract needs a stream that is still running when the
 * client aborts. Records whether the relay closed the upstream connection.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowUpstream {
  url: string;
  /** Resolves when the relay closed its upstream connection. */
  closed: Promise<void>;
  stop(): Promise<void>;
}

export async function startSlowUpstream(intervalMs = 50): Promise<SlowUpstream> {
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = () =>
      `data: ${JSON.stringify({ id: 'slow', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { content: 'tick ' }, finish_reason: null }] })}\n\n`;
    response.write(chunk());
    const timer = setInterval(() => response.write(chunk()), intervalMs);
    response.on('close', () => {
      clearInterval(timer);
      markClosed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    closed,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
