import { beforeEach, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { loadAllOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect, dialectNameOf } from '@gateway/db/testing';
import { messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, login, ROOT, seedUser, type Harness } from './support/harness.ts';

const validBody = { username: 'admin', password: 'secret-pass', confirmPassword: 'secret-pass', SelfUseModeEnabled: true, DemoSiteEnabled: false };

describeEachDialect('first-run setup', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
  });

  async function expectNothingWritten() {
    expect(await getDb().selectFrom('users').selectAll().execute()).toEqual([]);
    expect(await getDb().selectFrom('setups').selectAll().execute()).toEqual([]);
    expect(await loadAllOptions(getDb())).toEqual({});
  }

  it('API-SYS-001: GET /api/setup reports a fresh database', async () => {
    const body = await envelopeOf(await harness.request('/api/setup'));
    expect(body).toEqual({ success: true, message: '', data: { status: false, root_init: false, database_type: dialectNameOf(dialect) } });
  });

  it('API-SYS-002: creates the root account, stores the usage mode and marks setup done', async () => {
    const response = await harness.request('/api/setup', { body: validBody });
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).success).toBe(true);

    const users = await getDb().selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    const root = users[0]!;
    expect(root).toMatchObject({ username: 'admin', role: Role.Root, status: 1, display_name: 'Root User', quota: 100_000_000 });
    expect(root.password).not.toBe('secret-pass');
    expect(bcrypt.compareSync('secret-pass', root.password)).toBe(true);
    expect(root.aff_code).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(await loadAllOptions(getDb())).toEqual({ SelfUseModeEnabled: 'true', DemoSiteEnabled: 'false' });
    const setups = await getDb().selectFrom('setups').selectAll().execute();
    expect(setups).toHaveLength(1);
    expect(setups[0]!.version).toBe('v-test');

    expect((await envelopeOf(await harness.request('/api/setup'))).data).toEqual({ status: true });
    const status = await envelopeOf<{ setup: boolean; self_use_mode_enabled: boolean }>(await harness.request('/api/status'));
    expect(status.data).toMatchObject({ setup: true, self_use_mode_enabled: true });
    await login(harness, 'admin', 'secret-pass');
  });

  it('refuses a second setup with 409 and changes nothing', async () => {
    expect((await harness.request('/api/setup', { body: validBody })).status).toBe(200);
    const response = await harness.request('/api/setup', { body: { ...validBody, username: 'intruder', SelfUseModeEnabled: false } });
    expect(response.status).toBe(409);
    expect(await envelopeOf(response)).toEqual({ success: false, message: messages.setupDone });
    expect((await getDb().selectFrom('users').select('username').execute()).map((row) => row.username)).toEqual(['admin']);
    expect((await loadAllOptions(getDb()))['SelfUseModeEnabled']).toBe('true');
  });

  it.each([1, 2, 3, 4, 5])('lets exactly one of two concurrent setups win (round %i)', async () => {
    const other = createHarness(getDb(), dialect);
    const responses = await Promise.all([
      harness.request('/api/setup', { body: { ...validBody, username: 'first' } }),
      other.request('/api/setup', { body: { ...validBody, username: 'second' } }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await getDb().selectFrom('users').selectAll().execute()).toHaveLength(1);
    expect(await getDb().selectFrom('setups').selectAll().execute()).toHaveLength(1);
    expect([...harness.loggedErrors, ...other.loggedErrors]).toEqual([]);
  });

  it.each([
    ['a missing username (SH-065)', { password: 'secret-pass', confirmPassword: 'secret-pass' }, /username: is required/],
    ['a blank username (SH-065)', { username: '   ', password: 'secret-pass', confirmPassword: 'secret-pass' }, /username: cannot be empty/],
    ['a username over 12 characters', { username: 'a'.repeat(13), password: 'secret-pass', confirmPassword: 'secret-pass' }, /username: must be at most 12/],
    ['a short password (SH-066)', { username: 'admin', password: 'short', confirmPassword: 'short' }, /password: must be at least 8/],
    [
      'different passwords (SH-067)',
      { username: 'admin', password: 'secret-pass', confirmPassword: 'secret-pasX' },
      /confirmPassword: the two passwords differ/,
    ],
    ['a wrong-typed password', { username: 'admin', password: 12345678, confirmPassword: 12345678 }, /password: must be a string/],
    ['a wrong-typed mode flag', { ...validBody, DemoSiteEnabled: 'yes' }, /DemoSiteEnabled: must be a boolean/],
    ['a username with a control character', { ...validBody, username: 'ro\u0001ot' }, /username: must not contain control characters/],
  ])('answers 400 for %s and writes nothing', async (_label, body, message) => {
    const response = await harness.request('/api/setup', { body });
    expect(response.status).toBe(400);
    const answer = await envelopeOf(response);
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(message);
    await expectNothingWritten();
  });

  it('answers 400 for invalid JSON and writes nothing', async () => {
    const response = await harness.request('/api/setup', { body: '{"username": "admin",' });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe('The request body must be valid JSON');
    await expectNothingWritten();
  });

  it('treats a database that already has a root (upgrade) as set up', async () => {
    await seedUser(getDb(), { username: ROOT.username, role: Role.Root });
    expect((await envelopeOf(await harness.request('/api/setup'))).data).toEqual({ status: true });
    expect((await harness.request('/api/setup', { body: validBody })).status).toBe(409);
    expect(await getDb().selectFrom('users').selectAll().execute()).toHaveLength(1);
  });
});
