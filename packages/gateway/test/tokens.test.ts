import { beforeEach, expect, it } from 'vitest';
import { upsertOptions, insertChannel } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, TokenStatus } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, type Harness, type Session } from './support/harness.ts';

interface TokenView {
  id: number;
  user_id: number;
  key: string;
  name: string;
  status: number;
  remain_quota: number;
  unlimited_quota: boolean;
  model_limits_enabled: boolean;
  model_limits: string;
  allow_ips: string;
  group: string;
  expired_time: number;
}

interface TokenPage {
  items: TokenView[];
  total: number;
  page: number;
  page_size: number;
}

describeEachDialect('tokens API', (getDb, dialect) => {
  let harness: Harness;
  let alice: Session;
  let bob: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), {
      UserUsableGroups: JSON.stringify({ default: 'Default', vip: 'VIP' }),
      GroupRatio: JSON.stringify({ default: 1, vip: 2, svip: 3 }),
    });
    harness = createHarness(getDb(), dialect);
    alice = (await seedAndLogin(harness, { username: 'alice' })).session;
    bob = (await seedAndLogin(harness, { username: 'bob', group: 'svip' })).session;
  });

  const tokenRows = () => getDb().selectFrom('tokens').selectAll().orderBy('id').execute();
  const create = (session: Session, body: Record<string, unknown>) => harness.request('/api/token/', { method: 'POST', body, session });
  async function createOne(session: Session, body: Record<string, unknown>): Promise<TokenView> {
    const response = await create(session, body);
    const envelope = await envelopeOf<TokenView[]>(response);
    if (response.status !== 200) throw new Error(`create failed: ${envelope.message}`);
    return envelope.data![0]!;
  }

  it('API-TOK-004 / API-TOK-008 / TW-011: creates a token with a 48-character key stored without sk- and answers it to the owner', async () => {
    const token = await createOne(alice, {
      name: 'main',
      remain_quota: 500000,
      allow_ips: '10.0.0.0/8\n::1',
      model_limits_enabled: true,
      model_limits: 'gpt-4o, gpt-4o-mini',
    });
    expect(token.key).toMatch(/^[0-9A-Za-z]{48}$/);
    expect(token).toMatchObject({
      name: 'main',
      status: TokenStatus.Enabled,
      remain_quota: 500000,
      unlimited_quota: false,
      model_limits_enabled: true,
      model_limits: 'gpt-4o,gpt-4o-mini',
      allow_ips: '10.0.0.0/8\n::1',
      expired_time: -1,
      group: '',
    });
    const [stored] = await tokenRows();
    expect(stored!.key).toBe(token.key);
    expect(stored!.user_id).toBe(alice.userId);
  });

  it('TW-017 / TW-018: bulk creation names tokens after the first with "-" and 6 random letters or digits', async () => {
    const response = await create(alice, { name: 'bulk', count: 5, unlimited_quota: true });
    const created = (await envelopeOf<TokenView[]>(response)).data!;
    expect(created.map((token) => token.name)[0]).toBe('bulk');
    for (const token of created.slice(1)) expect(token.name).toMatch(/^bulk-[A-Za-z0-9]{6}$/);
    expect(new Set(created.map((token) => token.key)).size).toBe(5);
    expect(await tokenRows()).toHaveLength(5);
  });

  it('API-TOK-004 / TW-012 / TW-020: every invalid input is refused with 400 and writes nothing', async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(31) }, 'name'],
      [{ name: 't', count: 0 }, 'count'],
      [{ name: 't', count: 101 }, 'count'],
      [{ name: 't', remain_quota: -1 }, 'remain_quota'],
      [{ name: 't', remain_quota: 1.5 }, 'remain_quota'],
      [{ name: 't', expired_time: -5 }, 'expired_time'],
      [{ name: 't', expired_time: past }, messages.tokenExpiryInPast],
      [{ name: 't', allow_ips: '1.2.3.4\n300.1.1.1' }, '300.1.1.1'],
      [{ name: 't', allow_ips: '10.0.0.0/40' }, '10.0.0.0/40'],
      [{ name: 't', group: 'svip' }, messages.tokenGroupNotUsable],
      [{ name: 't', unlimited_quota: 'yes' }, 'unlimited_quota'],
    ];
    for (const [body, fragment] of cases) {
      const response = await create(alice, body);
      const envelope = await envelopeOf(response);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(envelope.success).toBe(false);
      expect(envelope.message).toContain(fragment);
    }
    const notJson = await harness.request('/api/token/', { method: 'POST', body: '{oops', session: alice });
    expect(notJson.status).toBe(400);
    expect(await tokenRows()).toHaveLength(0);
  });

  it("group must be one of the user's usable groups: their own group counts", async () => {
    expect((await createOne(bob, { name: 'own', group: 'svip' })).group).toBe('svip');
    expect((await createOne(bob, { name: 'usable', group: 'vip' })).group).toBe('vip');
  });

  it("API-TOK-001 / COM-019: lists only the caller's tokens, 1-based p with size (p=0 and p=-1 are the first page)", async () => {
    for (const name of ['a1', 'a2', 'a3']) await createOne(alice, { name });
    await createOne(bob, { name: 'b1' });
    const first = await envelopeOf<TokenPage>(await harness.request('/api/token/?p=0&size=2', { session: alice }));
    expect(first.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.data!.items.map((token) => token.name)).toEqual(['a3', 'a2']);
    const second = await envelopeOf<TokenPage>(await harness.request('/api/token/?p=2&size=2', { session: alice }));
    expect(second.data!.items.map((token) => token.name)).toEqual(['a1']);
    expect((await envelopeOf<TokenPage>(await harness.request('/api/token/?p=-1&size=2', { session: alice }))).data).toEqual(first.data);
    expect((await harness.request('/api/token/?p=abc', { session: alice })).status).toBe(400);
    expect((await harness.request('/api/token/')).status).toBe(401);
  });

  it('API-TOK-002: searches own tokens by name and by key, sk- stripped only as a prefix', async () => {
    const main = await createOne(alice, { name: 'Main key' });
    await createOne(alice, { name: 'other' });
    await createOne(bob, { name: 'main of bob' });
    const byName = await envelopeOf<TokenPage>(await harness.request('/api/token/search?keyword=main', { session: alice }));
    expect(byName.data).toMatchObject({ page: 1, page_size: 10, total: 1 });
    expect(byName.data!.items.map((token) => token.id)).toEqual([main.id]);
    const fragment = main.key.slice(5, 15);
    const byKey = await envelopeOf<TokenPage>(await harness.request(`/api/token/search?token=sk-${fragment}`, { session: alice }));
    expect(byKey.data!.items.map((token) => token.id)).toEqual([main.id]);
    const wrongCase = fragment.toUpperCase() === fragment ? fragment.toLowerCase() : fragment.toUpperCase();
    const caseSensitive = await envelopeOf<TokenPage>(await harness.request(`/api/token/search?token=${wrongCase}`, { session: alice }));
    expect(caseSensitive.data!.items.map((token) => token.id)).not.toContain(main.id);
  });

  it("API-TOK-003/005/006/007 ownership: another user's token answers 404 to read, edit, status change and delete", async () => {
    const token = await createOne(alice, { name: 'mine', remain_quota: 10 });
    const body = { id: token.id, name: 'stolen', remain_quota: 99 };
    const attempts = [
      harness.request(`/api/token/${token.id}`, { session: bob }),
      harness.request('/api/token/', { method: 'PUT', body, session: bob }),
      harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id: token.id, status: 2 }, session: bob }),
      harness.request(`/api/token/${token.id}/`, { method: 'DELETE', session: bob }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await envelopeOf(response)).message).toBe(messages.tokenNotFound);
    }
    const [stored] = await tokenRows();
    expect(stored).toMatchObject({ name: 'mine', remain_quota: 10, status: 1, deleted_at: null });
    const own = await envelopeOf<TokenView>(await harness.request(`/api/token/${token.id}`, { session: alice }));
    expect(own.data!.key).toBe(token.key);
  });

  it('API-TOK-005 / TW-010: updates every editable field; an invalid edit changes nothing', async () => {
    const token = await createOne(alice, { name: 'old', remain_quota: 10 });
    const response = await harness.request('/api/token/', {
      method: 'PUT',
      session: alice,
      body: {
        id: token.id,
        name: 'new',
        remain_quota: 20,
        unlimited_quota: true,
        model_limits_enabled: true,
        model_limits: 'm1',
        allow_ips: '192.0.2.1',
        group: 'vip',
        expired_time: -1,
      },
    });
    expect(response.status).toBe(200);
    expect((await envelopeOf<TokenView>(response)).data).toMatchObject({
      name: 'new',
      remain_quota: 20,
      unlimited_quota: true,
      model_limits: 'm1',
      allow_ips: '192.0.2.1',
      group: 'vip',
      key: token.key,
    });
    const bad = await harness.request('/api/token/', { method: 'PUT', session: alice, body: { id: token.id, name: 'x', allow_ips: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await tokenRows())[0]).toMatchObject({ name: 'new', allow_ips: '192.0.2.1' });
  });

  it('API-TOK-005: an edit may keep a past expiry unchanged but not set a new past one', async () => {
    const token = await createOne(alice, { name: 'old' });
    await getDb().updateTable('tokens').set({ expired_time: 1_000, status: TokenStatus.Expired }).where('id', '=', token.id).execute();
    const keep = await harness.request('/api/token/', { method: 'PUT', session: alice, body: { id: token.id, name: 'renamed', expired_time: 1_000 } });
    expect(keep.status).toBe(200);
    const change = await harness.request('/api/token/', { method: 'PUT', session: alice, body: { id: token.id, name: 'again', expired_time: 2_000 } });
    expect((await envelopeOf(change)).message).toBe(messages.tokenExpiryInPast);
    expect((await tokenRows())[0]).toMatchObject({ name: 'renamed', expired_time: 1_000, status: TokenStatus.Expired });
  });

  it('API-TOK-006 / TW-006: enabling an expired or exhausted token is refused with the reason', async () => {
    const expired = await createOne(alice, { name: 'expired', remain_quota: 10 });
    await getDb().updateTable('tokens').set({ expired_time: 1_000, status: TokenStatus.Expired }).where('id', '=', expired.id).execute();
    const exhausted = await createOne(alice, { name: 'exhausted', remain_quota: 10 });
    await getDb().updateTable('tokens').set({ remain_quota: 0, status: TokenStatus.Exhausted }).where('id', '=', exhausted.id).execute();
    const enable = (id: number) => harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id, status: 1 }, session: alice });
    const first = await enable(expired.id);
    expect(first.status).toBe(400);
    expect((await envelopeOf(first)).message).toBe(messages.tokenExpiredChangeExpiry);
    const second = await enable(exhausted.id);
    expect((await envelopeOf(second)).message).toBe(messages.tokenExhaustedChangeQuota);
    expect((await tokenRows()).map((row) => row.status)).toEqual([TokenStatus.Expired, TokenStatus.Exhausted]);

    const fine = await createOne(alice, { name: 'fine', unlimited_quota: true });
    const disabled = await harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id: fine.id, status: 2 }, session: alice });
    expect((await envelopeOf<TokenView>(disabled)).data!.status).toBe(2);
    expect((await harness.request('/api/token/?status_only=true', { method: 'PUT', body: { id: fine.id, status: 3 }, session: alice })).status).toBe(400);
  });

  it('API-TOK-007 / TW-007: deletes softly; the token disappears from lists', async () => {
    const token = await createOne(alice, { name: 'gone' });
    expect((await harness.request(`/api/token/${token.id}/`, { method: 'DELETE', session: alice })).status).toBe(200);
    expect((await tokenRows())[0]!.deleted_at).not.toBeNull();
    expect((await envelopeOf<TokenPage>(await harness.request('/api/token/', { session: alice }))).data!.total).toBe(0);
    expect((await harness.request(`/api/token/${token.id}/`, { method: 'DELETE', session: alice })).status).toBe(404);
  });

  it('TW-019 / TW-021: user models over usable groups and the group map', async () => {
    const channel = { id: await insertChannel(getDb(), { name: 'c', type: 1, key: 'k', models: 'a', group: 'default' }) };
    await getDb()
      .insertInto('abilities')
      .values([
        { group: 'default', model: 'gpt-a', channel_id: channel.id, enabled: 1, priority: 0, weight: 0, tag: null },
        { group: 'vip', model: 'gpt-b', channel_id: channel.id, enabled: 1, priority: 0, weight: 0, tag: null },
        { group: 'vip', model: 'gpt-off', channel_id: channel.id, enabled: 0, priority: 0, weight: 0, tag: null },
        { group: 'hidden', model: 'gpt-hidden', channel_id: channel.id, enabled: 1, priority: 0, weight: 0, tag: null },
      ])
      .execute();
    const models = await envelopeOf<string[]>(await harness.request('/api/user/models', { session: alice }));
    expect(models.data).toEqual(['gpt-a', 'gpt-b']);
    const groups = await envelopeOf<Record<string, { desc: string; ratio: number }>>(await harness.request('/api/user/self/groups', { session: bob }));
    expect(groups.data).toEqual({ default: { desc: 'Default', ratio: 1 }, vip: { desc: 'VIP', ratio: 2 }, svip: { desc: 'svip', ratio: 3 } });
  });
});
