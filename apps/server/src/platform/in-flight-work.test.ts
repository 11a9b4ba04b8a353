import { describe, expect, it } from 'vitest';
import { createInFlightWork } from './in-flight-work.ts';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('in-flight work (what shutdown waits for before it flushes)', () => {
  it('settles at once when nothing runs', async () => {
    expect(await createInFlightWork().settle(60_000)).toBe(0);
  });

  it('waits for tracked work, rejected work included, and forgets it once settled', async () => {
    const work = createInFlightWork();
    const first = deferred();
    const second = deferred();
    work.track(first.promise);
    work.track(second.promise);
    expect(work.size).toBe(2);
    const settled = work.settle(60_000);
    first.resolve();
    second.reject(new Error('upstream gone'));
    expect(await settled).toBe(0);
    expect(work.size).toBe(0);
  });

  it('also waits for work that starts while it waits (a cut stream hands over its settlement late)', async () => {
    const work = createInFlightWork();
    const pump = deferred();
    const settlement = deferred();
    work.track(pump.promise);
    let done = false;
    const settled = work.settle(60_000).then((left) => {
      done = true;
      return left;
    });
    // The pump registers its settlement, then finishes; the settlement is still running.
    work.track(settlement.promise);
    pump.resolve();
    await pump.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    settlement.resolve();
    expect(await settled).toBe(0);
  });

  it('gives up after the timeout and says how much is still running', async () => {
    const work = createInFlightWork();
    work.track(new Promise(() => {}));
    expect(await work.settle(20)).toBe(1);
  });
});
