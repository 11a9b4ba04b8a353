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
  /** Wraps `response` so its end (or the client leaving) flushes the batched writes inside `ctx`. */
  afterResponse(response: Response, ctx: ExecutionContext): Response;
  enter(ctx: ExecutionContext): void;
  /** Tasks the gateway wants run periodically (Platform.every): the cron trigger runs them all. */
  onSchedule(task: () => Promise<unknown>): void;
  runScheduled(): Promise<void>;
}

export function createBackgroundWork(onError: (error: unknown) => void): BackgroundWork {
  const hooks: ShutdownHook[] = [];
  const periodic: Array<() => Promise<unknown>> = [];
  let current: ExecutionContext | undefined;
  const flush = async () => {
    for (const hook of hooks) await Promise.resolve(hook()).catch(onError);
  };
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
    afterResponse(response, ctx) {
      if (response.body === null) {
        ctx.waitUntil(flush());
        return response;
      }
      let finished!: () => void;
      const done = new Promise<void>((resolve) => {
        finished = resolve;
      });
      const body = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: () => finished(), cancel: () => finished() } as Transformer<Uint8Array, Uint8Array>));
      // A client that leaves cancels the pipe: the upstream run still records its entry, flushed by a later request.
      ctx.waitUntil(done.then(flush));
      return new Response(body as unknown as BodyInit, response);
    },
  };
}
