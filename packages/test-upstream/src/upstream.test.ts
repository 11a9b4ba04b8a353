import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamServer } from './http-server.ts';
import { upstreamOutbound } from './miniflare-outbound.ts';
import { startUpstream, upstreamFetch, upstreamRequests, UPSTREAM_URL, type FakeUpstream } from './upstream-fetch.ts';

const chat = (stream: boolean) => ({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream, stream_options: { include_usage: true } });
const post = (body: unknown) => ({
  method: 'POST',
  headers: { authorization: 'Bearer sk-upstream', 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the fake upstream answers alike as a fetch function, a Miniflare outbound service and a node:http server', () => {
  let server: FakeUpstream;
  beforeAll(async () => {
    server = await startUpstreamServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(async () => {
    await startUpstream();
  });

  const uses: Array<[string, (path: string, init: RequestInit) => Promise<Response>]> = [
    ['fetch function', (path, init) => upstreamFetch(`${UPSTREAM_URL}${path}`, init)],
    ['Miniflare outbound', (path, init) => upstreamOutbound(new Request(`${UPSTREAM_URL}${path}`, init))],
    ['node:http server', (path, init) => fetch(`${server.url}${path}`, init)],
  ];

  for (const [name, send] of uses) {
    it(`${name}: a chat completion with the greeting and its usage, recorded with the caller's key`, async () => {
      const answer = await send('/v1/chat/completions', post(chat(false)));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        choices: [{ message: { content: 'Hello from gpt-4o-mini' } }],
        usage: { prompt_tokens: 5, completion_tokens: 3 },
      });
      expect(upstreamRequests).toMatchObject([
        { path: '/v1/chat/completions', authorization: 'Bearer sk-upstream', method: 'POST', body: { model: 'gpt-4o-mini' } },
      ]);
    });

    it(`${name}: a streamed chat completion word by word, usage on the last chunk, then [DONE]`, async () => {
      const text = await (await send('/v1/chat/completions', post(chat(true)))).text();
      const events = text.split('\n\n').filter((event) => event !== '');
      expect(events.at(-1)).toBe('data: [DONE]');
      expect(JSON.parse(events.at(-2)!.slice('data: '.length))).toMatchObject({ usage: { total_tokens: 8 } });
    });

    it(`${name}: /fail-<status>/ answers that status`, async () => {
      expect((await send('/fail-503/v1/chat/completions', post(chat(false)))).status).toBe(503);
    });
  }

  it('another origin: the fetch function fails the call, the Miniflare outbound answers 404', async () => {
    await expect(upstreamFetch('http://203.0.113.7/v1/models')).rejects.toThrow('unexpected outbound fetch');
    expect((await upstreamOutbound(new Request('http://203.0.113.7/v1/models'))).status).toBe(404);
  });
});
