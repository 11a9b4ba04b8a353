import { acquireLease, renewLease } from '@gateway/db';
import type { Platform } from '../../platform/platform.ts';

/** What a fleet-wide job needs of the platform. */
export type FleetJobPlatform = Pick<Platform, 'db' | 'clock' | 'logger' | 'every'>;

/** One lease holder id per gateway instance (per Platform object), made on first use. */
const holders = new WeakMap<object, string>();

/** This instance's lease holder id. */
export function leaseHolderOf(platform: object): string {
  let holder = holders.get(platform);
  if (holder === undefined) {
    holder = `gateway-${crypto.randomUUID()}`;
    holders.set(platform, holder);
  }
  return holder;
}

export interface LeasedRun {
  name: string;
  holder: string;
  /** How long one acquisition lasts; renewed every third of it while the task runs. */
  ttlMs: number;
}

/**
 * Runs `task` only when this instance takes the job's lease (ADR 0043); true when it ran. The lease is
 * renewed while the task runs, and NOT released afterwards: it lasts its ttl, so another instance whose
 * timer fires later in the same period finds it held and skips that period.
 */
export async function runWithLease(platform: FleetJobPlatform, run: LeasedRun, task: () => Promise<unknown>): Promise<boolean> {
  const claim = () => ({ name: run.name, holder: run.holder, nowMs: Math.floor(platform.clock.now()), ttlMs: run.ttlMs });
  if (!(await acquireLease(platform.db, claim()))) return false;
  const renewal = setInterval(
    () => {
      renewLease(platform.db, claim()).catch((error: unknown) => platform.logger.warn('job lease renewal failed', { job: run.name, error: String(error) }));
    },
    Math.max(1000, Math.floor(run.ttlMs / 3)),
  );
  (renewal as { unref?: () => void }).unref?.();
  try {
    await task();
  } finally {
    clearInterval(renewal);
  }
  return true;
}

/**
 * Platform.every for work that must happen once per period across a fleet (periodic channel tests, log
 * retention, relay response cleanup): each instance's timer fires, and only the instance holding the job's
 * lease (one period long) runs it. A crashed holder's lease lapses after a period and another takes over.
 */
export function everyOnceInFleet(platform: FleetJobPlatform, name: string, intervalMilliseconds: number, task: () => Promise<unknown>): void {
  const holder = leaseHolderOf(platform);
  platform.every?.(intervalMilliseconds, () => runWithLease(platform, { name, holder, ttlMs: intervalMilliseconds }, task));
}
