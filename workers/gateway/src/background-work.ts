import type { ExecutionContext } from '@cloudflare/workers-types';
import type { ShutdownHook } from '@gateway/gateway';

/**
 * Work that finishes after a response, in an isolate that serves many requests. Workers keep an isolate's
 * timers and promises alive only through a live request's `ctx.waitUntil`, so each request hands its
 * context here: everything the gateway defers is attached to the request that is current, and
 * {@link BackgroundWork.afterResponse} flushes the batched writes (usage log, token access times) once
 * the answer's body has been sent — a request's log row and settlement are written before its context ends.
 */
export interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
  onFlush(hook: ShutdownHook): void;
  /**
   * Flushes the batched writes inside `ctx` once the answer is done: with `answerRun` (the relay's
   * event-stream writer, which records the request's log row before it ends), in the flush of the
   * window in which it ended; else when the body has been sent (or the client left), watched through
   * a pass-through stream.
   */
  afterResponse(response: Response, ctx: ExecutionContext, answerRun?: Promise<void>): Response;
  enter(ctx: ExecutionContext): void;
  /** Tasks the gateway wants run periodically (Platform.every): the cron trigger runs them all. */
  onSchedule(task: () => Promise<unknown>): void;
  runScheduled(): Promise<void>;
}

/**
 * How long an ended event-stream answer waits before its batches are flushed, so the answers that end
 * meanwhile share one usage batch (the usage log's own batch window). Flushing each at once wrote one
 * batch per answer: 1.8× the bare worker's CPU per streamed request at c=64 (ADR 0052).
 */
export const ANSWER_FLUSH_WINDOW_MS = 50;

export function createBackgroundWork(onError: (error: unknown) => void, answerFlushWindowMs = ANSWER_FLUSH_WINDOW_MS): BackgroundWork {
  const hooks: ShutdownHook[] = [];
  const periodic: Array<() => Promise<unknown>> = [];
  let current: ExecutionContext | undefined;
  const flush = async () => {
    for (const hook of hooks) await Promise.resolve(hook()).catch(onError);
  };
  // The flush every answer ending in the current window waits for; the next window opens as it starts.
  let windowFlush: Promise<void> | undefined;
  const flushAfterWindow = (): Promise<void> =>
    (windowFlush ??= new Promise<void>((resolve) => setTimeout(resolve, answerFlushWindowMs)).then(() => {
      windowFlush = undefined;
      return flush();
    }));
  return {
    waitUntil(promise) {
      const guarded = promise.catch(onError);
      current?.waitUntil(guarded);
    },
    onFlush(hook) {
      hooks.push(hook);
    },
    onSchedule(task) {
      periodic.push(task);
    },
    async runScheduled() {
      for (const task of periodic) await task().catch(onError);
      await flush();
    },
    enter(ctx) {
      current = ctx;
    },
    afterResponse(response, ctx, answerRun) {
      if (answerRun !== undefined) {
        // The body goes out untouched: a stream around it would cost workerd a JS hop per streamed chunk.
        ctx.waitUntil(answerRun.catch(onError).then(flushAfterWindow));
        return response;
      }
      if (response.body === null) {
        ctx.waitUntil(flush());
        return response;
      }
      let finished!: () => void;
      const done = new Promise<void>((resolve) => {
        finished = resolve;
      });
      const body = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({ flush: () => finished(), cancel: () => finished() } as Transformer<Uint8Array, Uint8Array>),
      );
      // A client that leaves cancels the pipe: the upstream run still records its entry, flushed by a later request.
      ctx.waitUntil(done.then(flush));
      return new Response(body as unknown as BodyInit, response);
    },
  };
}
