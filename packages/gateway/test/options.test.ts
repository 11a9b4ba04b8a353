import { beforeEach, expect, it } from 'vitest';
import { loadAllOptions, upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { isSecretOption, messages, optionRegistry, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

describeEachDialect('GET and PUT /api/option/', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
  });

  const put = (session: Session, body: unknown) => harness.request('/api/option/', { method: 'PUT', session, body });
  const storedOptions = () => loadAllOptions(getDb());

  it('API-OPT-001: lists every option as {key, value} but never a secret', async () => {
    await upsertOptions(getDb(), { SMTPToken: 'smtp-secret-value', 'oidc.client_secret': 'oidc-secret-value', LegacyApiKey: 'stray-secret' });
    harness = createHarness(getDb(), dialect);
    const response = await harness.request('/api/option/', { session: root });
    expect(response.status).toBe(200);
    const entries = (await envelopeOf<{ key: string; value: string }[]>(response)).data!;
    const keys = entries.map((entry) => entry.key);
    expect(keys).toContain('SystemName');
    expect(keys).toContain('GroupRatio');
    expect(entries.find((entry) => entry.key === 'SelfUseModeEnabled')).toEqual({ key: 'SelfUseModeEnabled', value: 'false' });
    for (const definition of optionRegistry) {
      expect(keys.includes(definition.key)).toBe(definition.visibility !== 'secret');
    }
    expect(keys.some(isSecretOption)).toBe(false);
    const text = JSON.stringify(entries);
    for (const secret of ['smtp-secret-value', 'oidc-secret-value', 'stray-secret']) expect(text).not.toContain(secret);
  });

  it('API-OPT-002: stores a valid value in the database and serves it at once', async () => {
    const response = await put(root, { key: 'SystemName', value: 'Acme Gateway' });
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).success).toBe(true);
    expect((await storedOptions())['SystemName']).toBe('Acme Gateway');
    const status = await envelopeOf<{ system_name: string }>(await harness.request('/api/status'));
    expect(status.data!.system_name).toBe('Acme Gateway');
  });

  it('stores numbers and booleans sent as JSON values as text', async () => {
    expect((await put(root, { key: 'QuotaForNewUser', value: 500 })).status).toBe(200);
    expect((await put(root, { key: 'DrawingEnabled', value: false })).status).toBe(200);
    const stored = await storedOptions();
    expect(stored['QuotaForNewUser']).toBe('500');
    expect(stored['DrawingEnabled']).toBe('false');
  });

  it('accepts a secret on write without ever reading it back', async () => {
    expect((await put(root, { key: 'SMTPToken', value: 'new-smtp-password' })).status).toBe(200);
    expect((await storedOptions())['SMTPToken']).toBe('new-smtp-password');
    const text = await (await harness.request('/api/option/', { session: root })).text();
    expect(text).not.toContain('new-smtp-password');
  });

  it.each([
    ['an unknown key', { key: 'NoSuchOption', value: 'x' }, /Unknown option NoSuchOption/],
    ['a non-boolean for a switch', { key: 'RegisterEnabled', value: 'yes' }, /RegisterEnabled must be true or false/],
    ['a non-integer quota', { key: 'QuotaForNewUser', value: '1.5' }, /QuotaForNewUser must be an integer/],
    ['a negative quota', { key: 'QuotaForNewUser', value: '-1' }, /QuotaForNewUser must be at least 0/],
    ['invalid JSON', { key: 'GroupRatio', value: '{"default": 1' }, /GroupRatio is not a valid JSON string/],
    ['a negative group ratio', { key: 'GroupRatio', value: '{"default": -1}' }, /ratio of default must be 0 or greater/],
    ['a switch whose credential is missing', { key: 'GitHubOAuthEnabled', value: 'true' }, /GitHub Client ID/],
    ['a missing key', { value: 'x' }, /key: is required/],
    ['a wrong-typed value', { key: 'SystemName', value: { nested: true } }, /value: /],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const before = await storedOptions();
    const response = await put(root, body);
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(await storedOptions()).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it('refuses an admin or a common user (root only) and writes nothing', async () => {
    const { session: admin } = await seedAndLogin(harness, { username: 'admin', role: Role.Admin });
    const { session: common } = await seedAndLogin(harness, { username: 'common' });
    const before = await storedOptions();
    for (const session of [admin, common]) {
      const write = await put(session, { key: 'SystemName', value: 'Hijacked' });
      expect(write.status).toBe(403);
      expect((await envelopeOf(write)).message).toBe(messages.insufficientPermission);
      expect((await harness.request('/api/option/', { session })).status).toBe(403);
    }
    expect(await storedOptions()).toEqual(before);
    const status = await envelopeOf<{ system_name: string }>(await harness.request('/api/status'));
    expect(status.data!.system_name).toBe('New API');
  });
});
