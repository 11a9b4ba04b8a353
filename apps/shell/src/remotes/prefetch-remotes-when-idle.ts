import type { RemoteRegistry } from './remote-registry.ts';

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

function settled(registry: RemoteRegistry, name: string | undefined): boolean {
  const state = name === undefined ? undefined : registry.getSnapshot()[name];
  return state === undefined || state.status === 'loaded' || state.status === 'failed';
}

/**
 * Loads every remote's entry (their sidebar items come from it) once `first`, the remote of the page
 * on screen, has arrived or failed and the browser is idle: on a busy machine five remotes loading at
 * once shared the CPU with the one the visitor is waiting for. Returns a cancel.
 */
export function prefetchRemotesWhenIdle(registry: RemoteRegistry, first?: string): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    cancelIdle = whenIdle(() => void registry.ensureAll());
  };
  if (settled(registry, first)) {
    schedule();
    return () => cancelIdle();
  }
  const unsubscribe = registry.subscribe(() => {
    if (!settled(registry, first)) return;
    unsubscribe();
    schedule();
  });
  return () => {
    unsubscribe();
    cancelIdle();
  };
}
