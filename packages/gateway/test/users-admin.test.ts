import { beforeEach, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, login, seedAndLogin, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

interface UserPage {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  page_size: number;
}

describeEachDialect('admin user management', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  let admin: Session;
  let common: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    common = (await seedAndLogin(harness, { username: 'common', quota: 50 })).session;
  });

  const userRow = (id: number) => getDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const allUsers = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();

  it('API-USR-001 / API-USR-023 / COM-019 / COM-020: pages from p=1 (p=0 is the same first page), newest first, without secrets, deleted users included', async () => {
    for (let index = 0; index < 3; index++) await seedUser(getDb(), { username: `extra${index}` });
    await getDb().updateTable('users').set({ deleted_at: 1_800_000_000 }).where('username', '=', 'extra0').execute();
    await getDb().updateTable('users').set({ access_token: 'root-token-0123456789abcdef01' }).where('id', '=', root.userId).execute();

    const first = await envelopeOf<UserPage>(await harness.request('/api/user/?p=1&page_size=2', { session: admin }));
    expect(first.data).toMatchObject({ total: 6, page: 1, page_size: 2 });
    expect(first.data!.items.map((item) => item['username'])).toEqual(['extra2', 'extra1']);
    expect((await envelopeOf<UserPage>(await harness.request('/api/user/?p=0&page_size=2', { session: admin }))).data).toEqual(first.data);
    const second = await envelopeOf<UserPage>(await harness.request('/api/user/?p=2&page_size=2', { session: admin }));
    expect(second.data!.items.map((item) => item['username'])).toEqual(['extra0', 'common']);
    // new-api's name and value (a time in RFC 3339, null while live) beside the console's unix seconds.
    expect(second.data!.items[0]).toMatchObject({ deleted_at: 1_800_000_000, DeletedAt: '2027-01-15T08:00:00Z' });
    expect(second.data!.items[1]).toMatchObject({ deleted_at: null, DeletedAt: null });
    const everything = await harness.request('/api/user/?page_size=100', { session: admin });
    const text = await everything.text();
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('access_token');
    expect(text).not.toContain('root-token');
  });

  it('answers 400 for a bad page query', async () => {
    for (const query of ['p=abc', 'p=1.5', 'page_size=x']) {
      const response = await harness.request(`/api/user/?${query}`, { session: admin });
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).success).toBe(false);
    }
  });

  it('API-USR-002: searches by keyword (name, email, id) and group', async () => {
    await seedUser(getDb(), { username: 'vipuser', group: 'vip' });
    await seedUser(getDb(), { username: 'VipOther' });
    const search = async (query: string) =>
      (await envelopeOf<UserPage>(await harness.request(`/api/user/search?${query}`, { session: admin }))).data!.items.map((item) => item['username']);
    expect(await search('keyword=vip')).toEqual(['VipOther', 'vipuser']);
    expect(await search('keyword=vip&group=vip')).toEqual(['vipuser']);
    expect(await search(`keyword=${common.userId}`)).toContain('common');
    expect(await search('keyword=')).toHaveLength(5);
  });

  it('API-USR-004: reads one user only below the caller’s rank (root reads anyone)', async () => {
    const read = (session: Session, id: number) => harness.request(`/api/user/${id}`, { session });
    const mine = await read(admin, common.userId);
    expect(mine.status).toBe(200);
    expect((await envelopeOf<{ username: string }>(mine)).data!.username).toBe('common');
    const peer = await read(admin, admin.userId);
    expect(peer.status).toBe(403);
    expect((await envelopeOf(peer)).message).toBe(messages.cannotReadSameOrHigher);
    expect((await read(admin, root.userId)).status).toBe(403);
    expect((await read(root, admin.userId)).status).toBe(200);
    expect((await read(root, 99_999)).status).toBe(404);
    expect((await harness.request('/api/user/self', { session: common })).status).toBe(200);
    expect((await read(common, common.userId)).status).toBe(403);
  });

  it('API-USR-003: an admin creates a common user; roles at or above their own are refused', async () => {
    await upsertOptions(getDb(), { QuotaForNewUser: '77' });
    harness = createHarness(getDb(), dialect);
    const created = await harness.request('/api/user/', { session: admin, body: { username: 'made', display_name: 'Made One', password: 'made-password' } });
    expect(created.status).toBe(200);
    const made = (await allUsers()).find((user) => user.username === 'made')!;
    expect(made).toMatchObject({ display_name: 'Made One', role: Role.Common, quota: 77 });
    await login(harness, 'made', 'made-password');

    const refused = await harness.request('/api/user/', { session: admin, body: { username: 'boss', password: 'boss-password', role: Role.Admin } });
    expect(refused.status).toBe(403);
    expect((await envelopeOf(refused)).message).toBe(messages.cannotCreateSameOrHigher);
    const taken = await harness.request('/api/user/', { session: admin, body: { username: 'common', password: 'password-1' } });
    expect(taken.status).toBe(409);
    expect((await envelopeOf(taken)).message).toBe(messages.usernameTaken);
    expect((await harness.request('/api/user/', { session: common, body: { username: 'x', password: 'password-1' } })).status).toBe(403);
    expect((await allUsers()).map((user) => user.username)).toEqual(['root', 'admin', 'common', 'made']);
  });

  it('API-USR-003 / USR-014: nobody creates a user at or above their own role — root creating root is refused too', async () => {
    const create = (session: Session, username: string, role: number) =>
      harness.request('/api/user/', { session, body: { username, password: 'strong-password', role } });
    const cases: [Session, string, number, number][] = [
      [root, 'root2', Role.Root, 403],
      [admin, 'admin2', Role.Admin, 403],
      [admin, 'root3', Role.Root, 403],
      [root, 'admin3', Role.Admin, 200],
      [admin, 'user3', Role.Common, 200],
    ];
    for (const [session, username, role, status] of cases) {
      const response = await create(session, username, role);
      expect(response.status, username).toBe(status);
      if (status === 403) expect((await envelopeOf(response)).message).toBe(messages.cannotCreateSameOrHigher);
    }
    const roles = Object.fromEntries((await allUsers()).map((user) => [user.username, user.role]));
    expect(roles).toEqual({ root: Role.Root, admin: Role.Admin, common: Role.Common, admin3: Role.Admin, user3: Role.Common });
  });

  it('API-USR-006: root edits its own row with its unchanged role, but cannot raise anyone to root', async () => {
    const base = { username: 'root', display_name: 'The Root', group: 'default', quota: 0 };
    const own = await harness.request('/api/user/', { method: 'PUT', session: root, body: { ...base, id: root.userId, role: Role.Root } });
    expect(own.status).toBe(200);
    expect((await userRow(root.userId)).display_name).toBe('The Root');
    const raise = await harness.request('/api/user/', {
      method: 'PUT',
      session: root,
      body: { ...base, id: admin.userId, username: 'admin', role: Role.Root },
    });
    expect(raise.status).toBe(403);
    expect((await envelopeOf(raise)).message).toBe(messages.cannotRaiseToOwnLevel);
    expect((await userRow(admin.userId)).role).toBe(Role.Admin);
  });

  it.each([
    ['a missing password (USR-014)', { username: 'nopass' }, /password: is required/],
    ['a short password', { username: 'shortpw', password: 'short' }, /password: must be at least 8/],
    ['a wrong-typed username', { username: ['x'], password: 'password-1' }, /username: must be a string/],
  ])('refuses creating with %s and writes nothing', async (_label, body, message) => {
    const response = await harness.request('/api/user/', { session: admin, body });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(await allUsers()).toHaveLength(3);
  });

  it('refuses usernames and display names with control characters on create and edit, and writes nothing', async () => {
    const snapshot = await allUsers();
    const base = { id: common.userId, username: 'common', display_name: 'common', group: 'default', quota: 50 };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['POST', { username: 'new\nline', password: 'password-1' }],
      ['POST', { username: 'fine', display_name: 'Bell\u0007', password: 'password-1' }],
      ['PUT', { ...base, username: 'com\u001fmon' }],
      ['PUT', { ...base, display_name: 'admin\u202E' }],
    ];
    for (const [method, body] of calls) {
      const response = await harness.request('/api/user/', { method, session: admin, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await envelopeOf(response)).message).toMatch(/must not contain control characters/);
    }
    expect(await allUsers()).toEqual(snapshot);
  });

  it('API-USR-006: edits name, group and quota, keeps an empty password, and logs the quota change', async () => {
    await upsertOptions(getDb(), { DisplayInCurrencyEnabled: 'false' });
    harness = createHarness(getDb(), dialect);
    const before = await userRow(common.userId);
    const response = await harness.request('/api/user/', {
      method: 'PUT',
      session: admin,
      body: { id: common.userId, username: 'renamed', display_name: 'Renamed', password: '', group: 'vip', quota: 900, role: Role.Common },
    });
    expect(response.status).toBe(200);
    const after = await userRow(common.userId);
    expect(after).toMatchObject({ username: 'renamed', display_name: 'Renamed', group: 'vip', quota: 900, role: Role.Common });
    expect(after.password).toBe(before.password);
    const logs = await getDb().selectFrom('logs').selectAll().execute();
    expect(logs).toMatchObject([
      { user_id: common.userId, username: 'renamed', type: LogType.Manage, content: 'admin changed quota from 50 quota to 900 quota' },
    ]);
  });

  it('changes the password when one is given and writes no log when the quota is unchanged', async () => {
    const body = { id: common.userId, username: 'common', display_name: 'common', password: 'brand-new-pw', group: 'default', quota: 50 };
    expect((await harness.request('/api/user/', { method: 'PUT', session: admin, body })).status).toBe(200);
    expect(bcrypt.compareSync('brand-new-pw', (await userRow(common.userId)).password)).toBe(true);
    expect(await getDb().selectFrom('logs').selectAll().execute()).toEqual([]);
  });

  it('refuses editing a user of equal rank, raising a role, a taken name, an unknown group — nothing written', async () => {
    const other = await seedUser(getDb(), { username: 'admin2', role: Role.Admin });
    const edit = (session: Session, body: Record<string, unknown>) => harness.request('/api/user/', { method: 'PUT', session, body });
    const base = { id: common.userId, username: 'common', display_name: 'common', group: 'default', quota: 50 };
    const snapshot = await allUsers();

    const cases: [Session, Record<string, unknown>, number, string | RegExp][] = [
      [admin, { ...base, id: other.id, username: 'admin2', quota: 1 }, 403, messages.cannotManageSameOrHigher],
      [admin, { ...base, role: Role.Admin }, 403, messages.cannotRaiseToOwnLevel],
      [admin, { ...base, username: 'admin2' }, 409, messages.usernameTaken],
      [admin, { ...base, group: 'no-such-group' }, 400, /unknown group/],
      [admin, { ...base, quota: 1.5 }, 400, /quota: must be an integer/],
      [admin, { ...base, quota: '100' }, 400, /quota: must be a number/],
      [admin, { ...base, id: undefined }, 400, /id: is required/],
      [admin, { ...base, id: 99_999 }, 404, messages.userNotFound],
      [common, base, 403, messages.insufficientPermission],
    ];
    for (const [session, body, status, message] of cases) {
      const response = await edit(session, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await envelopeOf(response)).message).toMatch(message);
    }
    expect(await allUsers()).toEqual(snapshot);
    expect(await getDb().selectFrom('logs').selectAll().execute()).toEqual([]);
  });

  it('API-USR-010: lists the group names from GroupRatio', async () => {
    const response = await harness.request('/api/group/', { session: admin });
    expect(await envelopeOf(response)).toEqual({ success: true, message: '', data: ['default', 'vip', 'svip'] });
    expect((await envelopeOf(await harness.request('/api/group', { session: admin }))).data).toEqual(['default', 'vip', 'svip']);
    expect((await harness.request('/api/group/', { session: common })).status).toBe(403);
  });
});
