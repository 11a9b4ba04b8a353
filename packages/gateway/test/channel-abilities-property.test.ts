import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role } from '@gateway/domain';
import { createHarness, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { impliedAbilities, storedAbilities } from './channel-support.ts';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const subset = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.5);
  return { next, int, pick, subset };
}

const MODELS = ['gpt-4o', 'gpt-4o-mini', 'o3', 'claude-sonnet-4', ' spaced ', ''];
const GROUPS = ['default', 'vip', 'svip', ' default '];
const TAGS = ['alpha', 'beta', ''];

type Random = ReturnType<typeof generator>;

function listOf(random: Random, items: readonly string[]): string {
  return random.subset(items).join(random.pick([',', ', ', ',,']));
}

async function channelIds(harness: Harness): Promise<number[]> {
  return (await harness.db.selectFrom('channels').select('id').execute()).map((row) => Number(row.id));
}

/** One random API operation; refusals are part of the property (they must write nothing inconsistent). */
async function randomOperation(harness: Harness, admin: Session, random: Random): Promise<string> {
  const ids = await channelIds(harness);
  const someId = ids.length > 0 ? random.pick(ids) : 1;
  const put = (body: unknown) => harness.request('/api/channel/', { method: 'PUT', session: admin, body });
  const operations: (() => Promise<Response>)[] = [
    () =>
      harness.request('/api/channel/', {
        session: admin,
        body: {
          mode: random.pick(['single', 'batch']),
          channel: {
            name: `c${random.int(0, 999)}`,
            type: 1,
            key: random.pick(['k1', 'k1\nk2', 'k1\nk2\nk3']),
            models: listOf(random, MODELS),
            group: listOf(random, GROUPS),
            tag: random.pick(TAGS),
            priority: random.int(-3, 3),
            weight: random.int(0, 5),
            status: random.pick([1, 1, 2]),
          },
        },
      }),
    () => put({ id: someId, status: random.pick([1, 2, 3]) }),
    () => put({ id: someId, priority: random.int(-1000, 10) }),
    () => put({ id: someId, weight: random.int(-1, 10) }),
    () => put({ id: someId, models: listOf(random, MODELS), group: listOf(random, GROUPS), tag: random.pick(TAGS), key: '' }),
    () => harness.request('/api/channel/batch/tag', { session: admin, body: { ids: random.subset(ids), tag: random.pick(TAGS) } }),
    () =>
      harness.request('/api/channel/tag', {
        method: 'PUT',
        session: admin,
        body: {
          tag: random.pick(TAGS),
          new_tag: random.pick([undefined, 'alpha', 'gamma', '']),
          priority: random.pick([undefined, random.int(-5, 5)]),
          models: random.pick([undefined, listOf(random, MODELS)]),
          groups: random.pick([undefined, listOf(random, GROUPS)]),
        },
      }),
    () => harness.request(`/api/channel/tag/${random.pick(['enabled', 'disabled'])}`, { session: admin, body: { tag: random.pick(TAGS) } }),
    () => harness.request('/api/channel/batch', { session: admin, body: { ids: random.next() < 0.2 ? [...random.subset(ids), 999_999] : random.subset(ids) } }),
    () => harness.request(`/api/channel/${someId}/`, { method: 'DELETE', session: admin }),
    () => harness.request('/api/channel/disabled', { method: 'DELETE', session: admin }),
    () => harness.request(`/api/channel/copy/${someId}`, { method: 'POST', session: admin }),
  ];
  const index = random.int(0, operations.length - 1);
  const response = await operations[index]!();
  return `#${index} → ${response.status}`;
}

describeEachDialect('abilities always equal what the channels imply', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
  });

  it.each([1, 2, 3])('random sequences of create / update / tag / batch / delete keep abilities == derived(channels) (seed %i)', async (seed) => {
    const random = generator(seed * 7919);
    const history: string[] = [];
    for (let step = 0; step < 30; step++) {
      history.push(await randomOperation(harness, admin, random));
      expect(await storedAbilities(getDb()), `seed ${seed}, after ${history.join(', ')}`).toEqual(await impliedAbilities(getDb()));
    }
    expect(harness.loggedErrors).toEqual([]);
    // The sequence really exercised the tables: some operations succeeded.
    expect(history.some((entry) => entry.endsWith('200'))).toBe(true);
  });
});
