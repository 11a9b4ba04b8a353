/**
 * A stand-in for a web chat client (NextChat, LobeChat …), so the chat-link pages run without the
 * internet: a node:http server on 127.0.0.1 answering every path with a small page, and recording the
 * addresses it was opened at (the key and server address the console filled in travel in them).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatStandIn = {
  url: string;
  /** Path and query of every page request, as received. */
  visits: string[];
  stop: () => Promise<void>;
};

/** The text the stand-in's page shows, for tests that look inside the frame. */
export const CHAT_STAND_IN_TEXT = 'Stand-in chat client';

export async function startChatStandIn(): Promise<ChatStandIn> {
  const visits: string[] = [];
  const server = createServer((request, response) => {
    visits.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>${CHAT_STAND_IN_TEXT}</title></head><body><p id="who">${CHAT_STAND_IN_TEXT}</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    visits,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
