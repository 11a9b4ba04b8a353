import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncValue<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs one request for a shell page that must not pull react-query (pre-login pages) and aborts
 * it when the page goes away. `reload` runs it again.
 */
export function useAsyncValue<T>(load: (signal: AbortSignal) => Promise<T>): AsyncValue<T> & { reload: () => void } {
  const [result, setResult] = useState<AsyncValue<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader is used, but only `reload` (attempt) re-runs it: callers pass inline functions.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    loader.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...result, reload };
}
