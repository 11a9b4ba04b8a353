import { beforeEach, expect, it } from 'vitest';
import { insertToken, upsertOptions, type NewToken } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role, TokenStatus, UserStatus } from '@gateway/domain';
import { createHarness, seedAndLogin, seedUser, setUpRoot, type Harness } from './support/harness.ts';

interface OpenAiError {
  error: { message: string; type: string; code: string };
}

describeEachDialect('relay token authentication', (getDb, dialect) => {
  let harness: Harness;
  let userId: number;
  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), { UserUsableGroups: JSON.stringify({ default: 'Default', vip: 'VIP' }), GroupRatio: JSON.stringify({ default: 1, vip: 2 }) });
    harness = createHarness(getDb(), dialect);
    userId = (await seedUser(getDb(), { username: 'alice' })).id;
  });

  let counter = 0;
  async function seedToken(values: Partial<NewToken> = {}): Promise<string> {
    counter += 1;
    const key = `k${String(counter).padStart(3, '0')}${'x'.repeat(44)}`;
    await insertToken(getDb(), { user_id: userId, key, name: 't', unlimited_quota: true, ...values });
    return key;
  }
  const call = (authorization: string | undefined, ip?: string, path = '/v1/models') =>
    harness.request(path, { headers: authorization === undefined ? {} : { Authorization: authorization }, ip, userId: null });
  async function refusal(response: Response): Promise<{ status: number; body: OpenAiError }> {
    return { status: response.status, body: (await response.json()) as OpenAiError };
  }

  it('a valid Bearer sk- key is accepted, with or without the prefix', async () => {
    const key = await seedToken();
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
    expect((await call(`Bearer ${key}`)).status).toBe(200);
  });

  it('a missing or unknown key answers 401 with an OpenAI-shaped error', async () => {
    const missing = await refusal(await call(undefined));
    expect(missing).toMatchObject({ status: 401, body: { error: { message: 'No token provided', type: 'new_api_error' } } });
    const unknown = await refusal(await call('Bearer sk-doesnotexist'));
    expect(unknown).toMatchObject({ status: 401, body: { error: { message: 'Invalid token' } } });
  });

  it('expired, exhausted and disabled tokens are refused, and the status is persisted', async () => {
    const expired = await seedToken({ expired_time: 1_000 });
    expect(await refusal(await call(`Bearer sk-${expired}`))).toMatchObject({ status: 401, body: { error: { message: 'The token has expired' } } });
    const row = await getDb().selectFrom('tokens').select('status').where('key', '=', expired).executeTakeFirstOrThrow();
    expect(row.status).toBe(TokenStatus.Expired);

    const empty = await seedToken({ unlimited_quota: false, remain_quota: 0 });
    const exhausted = await refusal(await call(`Bearer sk-${empty}`));
    expect(exhausted.status).toBe(401);
    expect(exhausted.body.error.message).toBe(`The token quota is exhausted [sk-${empty.slice(0, 3)}***${empty.slice(-3)}]`);
    expect(exhausted.body.error.message).not.toContain(empty);

    const disabled = await seedToken({ status: TokenStatus.Disabled });
    expect(await refusal(await call(`Bearer sk-${disabled}`))).toMatchObject({ status: 401, body: { error: { message: 'The token status is unavailable' } } });
  });

  it('a banned owner answers 403 from the next request on (the cached user is dropped by the ban)', async () => {
    const key = await seedToken();
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
    const { session: admin } = await seedAndLogin(harness, { username: 'banner', role: Role.Admin });
    const ban = await harness.request('/api/user/manage', { session: admin, body: { id: userId, action: 'disable' } });
    expect(ban.status).toBe(200);
    expect(await refusal(await call(`Bearer sk-${key}`))).toMatchObject({ status: 403, body: { error: { message: 'The user is banned' } } });
    const unban = await harness.request('/api/user/manage', { session: admin, body: { id: userId, action: 'enable' } });
    expect(unban.status).toBe(200);
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
  });

  it('a deleted account answers 401 from the next request on (the self-deletion forgets the cached user)', async () => {
    const { user, session } = await seedAndLogin(harness, { username: 'leaver' });
    const key = await seedToken({ user_id: user.id });
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
    expect((await harness.request('/api/user/self', { method: 'DELETE', session })).status).toBe(200);
    expect(await refusal(await call(`Bearer sk-${key}`))).toMatchObject({ status: 401, body: { error: { message: 'Invalid token' } } });
  });

  it('signing in or registering forgets no cached user: only a write of that user does', async () => {
    const key = await seedToken();
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
    // Changed behind the gateway's back: the cached row (kept for seconds) still answers for alice.
    await getDb().updateTable('users').set({ status: UserStatus.Disabled }).where('id', '=', userId).execute();
    await seedAndLogin(harness, { username: 'bystander' });
    expect((await call(`Bearer sk-${key}`)).status).toBe(200);
    const { session: admin } = await seedAndLogin(harness, { username: 'editor', role: Role.Admin });
    const edit = await harness.request('/api/user/', {
      method: 'PUT',
      session: admin,
      body: { id: userId, username: 'alice', display_name: 'Alice', group: 'default', quota: 0 },
    });
    expect(edit.status).toBe(200);
    expect(await refusal(await call(`Bearer sk-${key}`))).toMatchObject({ status: 403, body: { error: { message: 'The user is banned' } } });
  });

  it('the IP allow-list takes single addresses, CIDR ranges and IPv6', async () => {
    const key = await seedToken({ allow_ips: '192.0.2.7\n10.1.0.0/16\n2001:db8::/48' });
    const status = async (ip: string) => (await call(`Bearer sk-${key}`, ip)).status;
    expect(await status('192.0.2.7')).toBe(200);
    expect(await status('10.1.200.3')).toBe(200);
    expect(await status('2001:db8:0:1::5')).toBe(200);
    expect(await status('::ffff:192.0.2.7')).toBe(200);
    const outside = await refusal(await call(`Bearer sk-${key}`, '10.2.0.1'));
    expect(outside).toMatchObject({ status: 403, body: { error: { message: "Your IP is not in the token's allow list" } } });
    expect(await status('2001:db9::1')).toBe(403);
  });

  it('the -<channelId> suffix is for admins only', async () => {
    const key = await seedToken();
    expect(await refusal(await call(`Bearer sk-${key}-3`))).toMatchObject({
      status: 403,
      body: { error: { message: 'Ordinary users cannot specify a channel' } },
    });
    expect((await call(`Bearer sk-${key}-abc`)).status).toBe(401);
    const root = await setUpRoot(harness);
    expect((await harness.request('/api/user/manage', { session: root, body: { id: userId, action: 'promote' } })).status).toBe(200);
    expect((await call(`Bearer sk-${key}-3`)).status).toBe(200);
  });

  it('a token group outside the usable groups is refused', async () => {
    const key = await seedToken({ group: 'retired' });
    expect(await refusal(await call(`Bearer sk-${key}`))).toMatchObject({ status: 403, body: { error: { message: 'Token group retired has been disabled' } } });
  });

  it('edits through the console apply at once despite the token cache', async () => {
    const { session } = await seedAndLogin(harness, { username: 'owner' });
    const created = await harness.request('/api/token/', { method: 'POST', body: { name: 'cached', unlimited_quota: true }, session });
    const token = ((await created.json()) as { data: { id: number; key: string }[] }).data[0]!;
    expect((await call(`Bearer sk-${token.key}`)).status).toBe(200);
    await harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id: token.id, status: 2 }, session });
    expect((await call(`Bearer sk-${token.key}`)).status).toBe(401);
    await harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id: token.id, status: 1 }, session });
    expect((await call(`Bearer sk-${token.key}`)).status).toBe(200);
    await harness.request(`/api/token/${token.id}/`, { method: 'DELETE', session });
    expect((await call(`Bearer sk-${token.key}`)).status).toBe(401);
  });
});
