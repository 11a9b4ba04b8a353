import { describe, expect, it } from 'vitest';
import type { ExecutionContext } from '@cloudflare/workers-types';
import { createBackgroundWork } from '../src/background-work.ts';

/** An execution context that keeps what it was asked to wait for. */
function recordingContext() {
  const waited: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => void waited.push(promise), passThroughOnException: () => {}, props: {} };
  return { ctx: ctx as unknown as ExecutionContext, waited };
}

/** Background work whose one flush hook counts; `onError` rethrows unless the test collects errors. */
function countingBackground(
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
) {
  const background = createBackgroundWork(onError);
  let flushes = 0;
  background.onFlush(() => void flushes++);
  return { background, flushes: () => flushes };
}

describe('background work after an answer (ADR 0052)', () => {
  it("with the answer's run: the body goes out as it is and the batches are flushed, inside the request, once the run has ended", async () => {
    const { background, flushes } = countingBackground();
    let endRun!: () => void;
    const run = new Promise<void>((resolve) => (endRun = resolve));
    const { ctx, waited } = recordingContext();
    const response = new Response('data: [DONE]\n\n');
    expect(background.afterResponse(response, ctx, run)).toBe(response);
    expect(waited).toHaveLength(1);
    await Promise.resolve();
    expect(flushes()).toBe(0);
    endRun();
    await Promise.all(waited);
    expect(flushes()).toBe(1);
  });

  it('answers that end within one window share one flush; an answer after it gets the next', async () => {
    const { background, flushes } = countingBackground();
    const { ctx, waited } = recordingContext();
    for (let answer = 0; answer < 3; answer++) background.afterResponse(new Response('x'), ctx, Promise.resolve());
    await Promise.all(waited);
    expect(flushes()).toBe(1);
    background.afterResponse(new Response('x'), ctx, Promise.resolve());
    await Promise.all(waited);
    expect(flushes()).toBe(2);
  });

  it('a run that fails is reported and the batches are still flushed', async () => {
    const reported: unknown[] = [];
    const { background, flushes } = countingBackground((error) => void reported.push(error));
    const { ctx, waited } = recordingContext();
    background.afterResponse(new Response('x'), ctx, Promise.reject(new Error('writer failed')));
    await Promise.all(waited);
    expect(reported).toHaveLength(1);
    expect(flushes()).toBe(1);
  });

  it('without a run: the flush waits until the body has been read to its end', async () => {
    const { background, flushes } = countingBackground();
    const { ctx, waited } = recordingContext();
    const wrapped = background.afterResponse(new Response('a body'), ctx);
    await Promise.resolve();
    expect(flushes()).toBe(0);
    expect(await wrapped.text()).toBe('a body');
    await Promise.all(waited);
    expect(flushes()).toBe(1);
  });
});
