import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role } from '@gateway/domain';
import { databaseSnapshot } from './support/database-snapshot.ts';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

/** One past the largest id PostgreSQL's 32-bit id columns hold. */
const TOO_LARGE = 2_147_483_648;

/**
 * Ids past the id columns' range (found by the API fuzzer: each answered 500 on PostgreSQL,
 * "value is out of range for type integer"): a body id is a 400 naming the field, a path id the
 * route's 404; nothing written.
 */
describeEachDialect('ids and weights beyond the 32-bit integer columns', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    admin = await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'range-admin', role: Role.Admin })).session;
  });

  it.each([
    ['PUT', '/api/token', { id: TOO_LARGE, name: 'renamed' }, 'id'],
    ['PUT', '/api/user', { id: TOO_LARGE, username: 'x', display_name: 'x', group: 'default', quota: 0 }, 'id'],
    ['POST', '/api/user/manage', { id: TOO_LARGE, action: 'disable' }, 'id'],
    ['PUT', '/api/channel', { id: TOO_LARGE, name: 'renamed' }, 'id'],
    ['POST', '/api/channel/batch', { ids: [TOO_LARGE] }, 'ids[0]'],
    ['PUT', '/api/redemption', { id: TOO_LARGE, name: 'renamed', quota: 1 }, 'id'],
  ] as const)('%s %s with id %#: 400 naming the field', async (method, path, body, field) => {
    const before = await databaseSnapshot(getDb());
    const response = await harness.request(path, { method, body, session: admin });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toContain(`${field}: must be at most 2147483647`);
    expect(await databaseSnapshot(getDb())).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it.each([
    ['POST', '/api/channel', { mode: 'single', channel: { name: 'w', key: 'k', models: 'm', group: 'default', weight: TOO_LARGE } }, 'channel.weight'],
    ['PUT', '/api/channel/tag', { tag: 'some-tag', weight: TOO_LARGE }, 'weight'],
  ] as const)('%s %s with a channel weight past the 32-bit weight columns: 400 naming the field', async (method, path, body, field) => {
    const before = await databaseSnapshot(getDb());
    const response = await harness.request(path, { method, body, session: admin });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toContain(`${field}: must be at most 2147483647`);
    expect(await databaseSnapshot(getDb())).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it.each([
    ['GET', `/api/channel/${TOO_LARGE}`],
    ['DELETE', `/api/channel/${TOO_LARGE}`],
    ['GET', `/api/channel/test/${TOO_LARGE}`],
    ['GET', `/api/token/${TOO_LARGE}`],
    ['DELETE', `/api/token/${TOO_LARGE}`],
    ['GET', `/api/user/${TOO_LARGE}`],
    ['GET', `/api/redemption/${TOO_LARGE}`],
    ['DELETE', `/api/redemption/${TOO_LARGE}`],
  ] as const)('%s %s: 404', async (method, path) => {
    const response = await harness.request(path, { method, session: admin });
    expect(response.status).toBe(404);
    expect(harness.loggedErrors).toEqual([]);
  });
});
