import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role } from '@gateway/domain';
import { databaseSnapshot } from './support/database-snapshot.ts';
import { errorReason, type GoogleError } from './support/google-error.ts';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

/**
 * Console input with a NUL character (found by the API fuzzer: each of these answered 500 on
 * PostgreSQL, whose text cannot hold U+0000): a clear 400 naming the field, nothing written.
 */
describeEachDialect('console input with a NUL character: 400, nothing written', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let user: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'nul-admin', role: Role.Admin })).session;
    user = (await seedAndLogin(harness, { username: 'nul-user' })).session;
  });

  it.each([
    ['POST /api/token', '/api/token', 'user', { name: 'a\u0000b' }, 'name'],
    ['POST /api/user/login', '/api/user/login', 'none', { username: 'nul-user\u0000', password: 'password-123' }, 'username'],
    ['POST /api/user/topup', '/api/user/topup', 'user', { key: 'code\u0000' }, 'key'],
    ['POST /api/redemption', '/api/redemption', 'admin', { name: 'n\u0000', quota: 1, count: 1 }, 'name'],
    ['POST /api/channel', '/api/channel', 'admin', { mode: 'single', channel: { name: 'c\u0000', key: 'k', models: 'm', group: 'default' } }, 'channel.name'],
    ['POST /api/channel/tag/enabled', '/api/channel/tag/enabled', 'admin', { tag: 't\u0000' }, 'tag'],
  ] as const)('%s', async (_label, path, caller, body, field) => {
    const before = await databaseSnapshot(getDb());
    const session = caller === 'none' ? undefined : caller === 'admin' ? admin : user;
    const response = await harness.request(path, { body, ...(session ? { session } : {}) });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(`${field}: must not contain the NUL character (U+0000)`);
    expect(await databaseSnapshot(getDb())).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it.each(['/api/user/search?keyword=%00', '/api/channel/search?keyword=%00', '/api/log?model_name=%00', '/api/redemption/search?keyword=%00'])(
    'GET %s',
    async (path) => {
      const response = await harness.request(path, { session: admin });
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).message).toMatch(/: must not contain the NUL character/);
      expect(harness.loggedErrors).toEqual([]);
    },
  );

  it('a relay key with a NUL (?key=%00…) is an invalid key (401), not a database error', async () => {
    const response = await harness.request('/v1beta/models/gemini-2.5-flash:generateContent?key=%00abc', { body: { contents: [] } });
    expect(response.status).toBe(401);
    // Google's envelope on the Gemini routes (ADR 0048): the gateway's code is ErrorInfo's reason.
    expect(errorReason((await response.json()) as GoogleError)).toBe('INVALID_TOKEN');
    expect(harness.loggedErrors).toEqual([]);
  });
});
