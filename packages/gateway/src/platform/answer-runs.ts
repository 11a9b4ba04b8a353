import type { Context } from 'hono';

/**
 * Event-stream answers still being written, by their request's execution context (Workers). The
 * worker flushes its batched writes (usage log, token access times) once the answer's run has ended,
 * and the run ends only after the request's log row was recorded. Watching the response body for its
 * end instead (a TransformStream around every streamed answer) costs workerd a JS hop per chunk
 * (ADR 0052). Weak keys: an entry goes with its request.
 */
const runs = new WeakMap<object, Promise<void>>();

/** The request's execution context; undefined where the runtime passes none (Node, app.fetch in tests). */
function executionContextOf(context: Context): object | undefined {
  try {
    return context.executionCtx;
  } catch {
    // Hono's getter throws when the runtime gave no context.
    return undefined;
  }
}

/** Records `run` (the answer's writer) for the worker; where there is no execution context nothing waits on it. */
export function trackAnswerRun(context: Context, run: Promise<void>): void {
  const executionContext = executionContextOf(context);
  if (executionContext !== undefined) runs.set(executionContext, run);
}

/** The run of the event-stream answer this request's handler returned, if it returned one. */
export function answerRunOf(executionContext: object): Promise<void> | undefined {
  return runs.get(executionContext);
}
