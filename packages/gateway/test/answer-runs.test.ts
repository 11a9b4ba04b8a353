import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerRunOf } from '../src/index.ts';
import { webStreamResponse } from '../src/platform/relay-transport.ts';

/** An app whose one route answers an event stream written by `run`, as the relay does on Workers. */
function streamingApp(run: () => Promise<void>) {
  const app = new Hono();
  app.get('/stream', (context) =>
    webStreamResponse(context, { 'content-type': 'text/event-stream' }, async (sink) => {
      await run();
      sink.end('data: [DONE]\n\n');
    }),
  );
  return app;
}

const executionContext = () => ({ waitUntil: () => {}, passThroughOnException: () => {}, props: {} });

describe('ADR 0052: the run of an event-stream answer, by its execution context', () => {
  it("is recorded under the request's execution context and ends when the writer has ended the answer", async () => {
    let finish!: () => void;
    const writing = new Promise<void>((resolve) => (finish = resolve));
    const ctx = executionContext();
    const response = await streamingApp(() => writing).fetch(new Request('http://gateway.test/stream'), {}, ctx);
    const run = answerRunOf(ctx);
    expect(run).toBeInstanceOf(Promise);
    let ended = false;
    void run!.then(() => (ended = true));
    await Promise.resolve();
    expect(ended).toBe(false);
    finish();
    expect(await response.text()).toBe('data: [DONE]\n\n');
    await run;
    expect(ended).toBe(true);
  });

  it('is not recorded for another request, nor where the runtime passes no execution context (Node)', async () => {
    const ctx = executionContext();
    const app = streamingApp(() => Promise.resolve());
    await (await app.fetch(new Request('http://gateway.test/stream'))).text();
    expect(answerRunOf(ctx)).toBeUndefined();
    const other = executionContext();
    await (await app.fetch(new Request('http://gateway.test/stream'), {}, other)).text();
    expect(answerRunOf(other)).toBeInstanceOf(Promise);
    expect(answerRunOf(ctx)).toBeUndefined();
  });
});
