import { findLease } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { beforeEach, expect, it } from 'vitest';
import { everyOnceInFleet, leaseHolderOf } from '../src/services/fleet-jobs/index.ts';
import type { FleetJobPlatform } from '../src/services/fleet-jobs/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@gateway/db';

const PERIOD = 60_000;
const T0 = 1_800_000_000_000;

interface Instance {
  platform: FleetJobPlatform;
  /** Fires this instance's timer once (what Platform.every would do each period). */
  tick(): Promise<unknown>;
}

/** A gateway instance as the scheduler sees it: its own platform object (own lease holder), a shared clock. */
function instance(db: Kysely<Database>, clock: { now: () => number }): Instance {
  const timers: Array<() => Promise<unknown>> = [];
  const platform: FleetJobPlatform = {
    db,
    clock,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    every: (_interval, task) => void timers.push(task),
  };
  return { platform, tick: () => Promise.all(timers.map((task) => task())) };
}

describeEachDialect('fleet jobs: one instance per period (ADR 0043)', (getDb) => {
  let now = T0;
  const clock = { now: () => now };

  beforeEach(async () => {
    await clearAllTables(getDb());
    now = T0;
  });

  it('three instances whose timers fire together run the job exactly once per period', async () => {
    const runs: string[] = [];
    const fleet = [instance(getDb(), clock), instance(getDb(), clock), instance(getDb(), clock)];
    for (const member of fleet) everyOnceInFleet(member.platform, 'log-retention', PERIOD, async () => void runs.push(leaseHolderOf(member.platform)));

    await Promise.all(fleet.map((member) => member.tick()));
    expect(runs).toHaveLength(1);
    const holder = runs[0];

    // Timers out of phase: later in the same period the others' timers fire and find the lease held.
    now = T0 + PERIOD / 2;
    await Promise.all(fleet.filter((member) => leaseHolderOf(member.platform) !== holder).map((member) => member.tick()));
    expect(runs).toHaveLength(1);

    // Next period: the lease has lapsed for everyone at once, and again exactly one instance runs the job.
    now = T0 + PERIOD;
    await Promise.all(fleet.map((member) => member.tick()));
    expect(runs).toHaveLength(2);
    expect((await findLease(getDb(), 'log-retention'))?.holder).toBe(runs[1]);
  });

  it('a crashed holder is replaced once its lease lapses', async () => {
    const runs: string[] = [];
    const [crashing, survivor] = [instance(getDb(), clock), instance(getDb(), clock)];
    everyOnceInFleet(crashing.platform, 'channel-tests', PERIOD, async () => void runs.push('crashing'));
    everyOnceInFleet(survivor.platform, 'channel-tests', PERIOD, async () => void runs.push('survivor'));

    await crashing.tick();
    await survivor.tick();
    expect(runs).toEqual(['crashing']);
    // The crashing instance never ticks again; before expiry the survivor still waits.
    now = T0 + PERIOD - 1;
    await survivor.tick();
    expect(runs).toEqual(['crashing']);
    now = T0 + PERIOD;
    await survivor.tick();
    expect(runs).toEqual(['crashing', 'survivor']);
    expect((await findLease(getDb(), 'channel-tests'))?.holder).toBe(leaseHolderOf(survivor.platform));
  });

  it('different jobs are leased independently', async () => {
    const runs: string[] = [];
    const [first, second] = [instance(getDb(), clock), instance(getDb(), clock)];
    everyOnceInFleet(first.platform, 'log-retention', PERIOD, async () => void runs.push('retention'));
    everyOnceInFleet(second.platform, 'relay-responses-cleanup', PERIOD, async () => void runs.push('cleanup'));
    await Promise.all([first.tick(), second.tick()]);
    expect(runs.sort()).toEqual(['cleanup', 'retention']);
  });
});
