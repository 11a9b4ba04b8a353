import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { acquireLease, findLease, releaseLease, renewLease } from './job-leases.repository.ts';

const TTL = 60_000;
const T0 = 1_800_000_000_000;

describeEachDialect('job leases (ADR 0043)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('of N concurrent acquirers of a free lease exactly one holds it', async () => {
    const holders = Array.from({ length: 12 }, (_, index) => `instance-${index}`);
    const results = await Promise.all(holders.map((holder) => acquireLease(getDb(), { name: 'retention', holder, nowMs: T0, ttlMs: TTL })));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = holders[results.indexOf(true)];
    expect(await findLease(getDb(), 'retention')).toEqual({ holder: winner, expires_at: T0 + TTL });
  });

  it('of N concurrent acquirers of a lapsed lease exactly one takes it over', async () => {
    expect(await acquireLease(getDb(), { name: 'retention', holder: 'old', nowMs: T0, ttlMs: TTL })).toBe(true);
    const later = T0 + TTL;
    const holders = Array.from({ length: 12 }, (_, index) => `instance-${index}`);
    const results = await Promise.all(holders.map((holder) => acquireLease(getDb(), { name: 'retention', holder, nowMs: later, ttlMs: TTL })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await findLease(getDb(), 'retention'))?.holder).toBe(holders[results.indexOf(true)]);
  });

  it('a held lease refuses others until it expires, then hands over', async () => {
    expect(await acquireLease(getDb(), { name: 'channel-tests', holder: 'a', nowMs: T0, ttlMs: TTL })).toBe(true);
    expect(await acquireLease(getDb(), { name: 'channel-tests', holder: 'b', nowMs: T0 + TTL - 1, ttlMs: TTL })).toBe(false);
    expect(await acquireLease(getDb(), { name: 'channel-tests', holder: 'a', nowMs: T0 + 10, ttlMs: TTL })).toBe(true);
    expect(await acquireLease(getDb(), { name: 'channel-tests', holder: 'b', nowMs: T0 + 10 + TTL, ttlMs: TTL })).toBe(true);
    expect((await findLease(getDb(), 'channel-tests'))?.holder).toBe('b');
    // Different jobs have independent leases.
    expect(await acquireLease(getDb(), { name: 'retention', holder: 'a', nowMs: T0, ttlMs: TTL })).toBe(true);
  });

  it('a crashed holder (no renewal) is replaced after expiry and cannot renew afterwards', async () => {
    expect(await acquireLease(getDb(), { name: 'balances', holder: 'crashed', nowMs: T0, ttlMs: TTL })).toBe(true);
    expect(await acquireLease(getDb(), { name: 'balances', holder: 'survivor', nowMs: T0 + TTL / 2, ttlMs: TTL })).toBe(false);
    expect(await acquireLease(getDb(), { name: 'balances', holder: 'survivor', nowMs: T0 + TTL, ttlMs: TTL })).toBe(true);
    expect(await renewLease(getDb(), { name: 'balances', holder: 'crashed', nowMs: T0 + TTL + 1, ttlMs: TTL })).toBe(false);
    expect(await findLease(getDb(), 'balances')).toEqual({ holder: 'survivor', expires_at: T0 + 2 * TTL });
  });

  it("renewal extends the holder's lease (also to the same expiry); release lets another take it at once", async () => {
    expect(await acquireLease(getDb(), { name: 'cleanup', holder: 'a', nowMs: T0, ttlMs: TTL })).toBe(true);
    expect(await renewLease(getDb(), { name: 'cleanup', holder: 'a', nowMs: T0 + 1000, ttlMs: TTL })).toBe(true);
    expect(await renewLease(getDb(), { name: 'cleanup', holder: 'a', nowMs: T0 + 1000, ttlMs: TTL })).toBe(true);
    expect((await findLease(getDb(), 'cleanup'))?.expires_at).toBe(T0 + 1000 + TTL);
    expect(await acquireLease(getDb(), { name: 'cleanup', holder: 'b', nowMs: T0 + TTL, ttlMs: TTL })).toBe(false);
    expect(await releaseLease(getDb(), 'cleanup', 'b')).toBe(false);
    expect(await releaseLease(getDb(), 'cleanup', 'a')).toBe(true);
    expect(await acquireLease(getDb(), { name: 'cleanup', holder: 'b', nowMs: T0 + 2000, ttlMs: TTL })).toBe(true);
  });

  it('rejects a claim without a name or holder, or with a bad duration', async () => {
    await expect(acquireLease(getDb(), { name: '', holder: 'a', nowMs: T0, ttlMs: TTL })).rejects.toThrow(TypeError);
    await expect(acquireLease(getDb(), { name: 'x', holder: 'a', nowMs: T0, ttlMs: 0 })).rejects.toThrow(RangeError);
    expect(await findLease(getDb(), 'x')).toBeUndefined();
  });
});
