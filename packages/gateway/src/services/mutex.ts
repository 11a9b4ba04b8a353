/** Runs async sections one at a time within this isolate/process. */
export interface Mutex {
  run<T>(section: () => Promise<T>): Promise<T>;
}

export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(section: () => Promise<T>): Promise<T> {
      const result = tail.then(section, section);
      // The next section waits for this one whether it succeeds or fails.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
