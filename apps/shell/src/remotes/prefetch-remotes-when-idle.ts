import type { RemoteRegistry } from './remote-registry.ts';
import { loadRemotePage } from './prefetch-remote-page.ts';

type IdleScheduler = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` when the browser is next idle, at the latest after `timeout` ms; returns a cancel. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  const scheduler = globalThis as IdleScheduler;
  if (typeof scheduler.requestIdleCallback === 'function') {
    const handle = scheduler.requestIdleCallback(task, { timeout });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Loads every remote's entry (their sidebar items come from it) once the page on screen has its
 * code, that is its remote and its page's chunks, and the browser is idle: on a busy machine five
 * remotes loading at once shared the CPU with the one the visitor is waiting for. Returns a cancel.
 */
export function prefetchRemotesWhenIdle(registry: RemoteRegistry, pathname: string): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  void loadRemotePage(registry, pathname).then(() => {
    if (!cancelled) cancelIdle = whenIdle(() => void registry.ensureAll());
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
