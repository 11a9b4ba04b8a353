import { vi } from 'vitest';

export type RecordedRequest = { method: string; url: string; headers: Headers; body: unknown; credentials: RequestCredentials | undefined };

type Reply = { status?: number; body?: unknown; text?: string } | Error;

/**
 * Replaces globalThis.fetch with a queue of canned answers and records what was sent. A test of
 * the client, not of the server: the server has its own suites.
 */
export function installFakeFetch() {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method: init.method ?? 'GET', url: String(input), headers, body, credentials: init.credentials });
    const reply = replies.shift();
    if (reply === undefined) throw new Error(`no fake reply queued for ${init.method ?? 'GET'} ${String(input)}`);
    if (reply instanceof Error) throw reply;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': reply.text === undefined ? 'application/json' : 'text/html' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** Queues the envelope `{success: true, message: '', data}`. */
    replyData(data: unknown): void {
      replies.push({ body: { success: true, message: '', data } });
    },
    reply(reply: Reply): void {
      replies.push(reply);
    },
    last(): RecordedRequest {
      const request = requests.at(-1);
      if (request === undefined) throw new Error('no request was sent');
      return request;
    },
  };
}
