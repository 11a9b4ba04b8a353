import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import {
  addInviterReward,
  countUsersWithRole,
  emailExists,
  endUserSessions,
  findUserByAccessToken,
  findUserByAffCode,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  incrementUserQuota,
  insertUser,
  listUsers,
  replaceRevokedSessions,
  reserveUserQuota,
  searchUsers,
  softDeleteUser,
  updateUser,
  usernameExists,
} from './users.repository.ts';

describeEachDialect('users repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('inserts a user with schema defaults and finds it by id and username', async () => {
    const id = await insertUser(getDb(), { username: 'alice', password: 'hash' });
    const byId = await findUserById(getDb(), id);
    expect(byId).toMatchObject({
      id,
      username: 'alice',
      role: 1,
      status: 1,
      quota: 0,
      group: 'default',
      email: '',
      access_token: null,
      aff_code: null,
      deleted_at: null,
      session_epoch: 0,
      revoked_sessions: '',
    });
    expect(await findUserByUsername(getDb(), 'alice')).toEqual(byId);
    expect(await findUserByUsername(getDb(), 'nobody')).toBeUndefined();
  });

  it('rejects a duplicate username', async () => {
    await insertUser(getDb(), { username: 'dup', password: 'x' });
    await expect(insertUser(getDb(), { username: 'dup', password: 'y' })).rejects.toThrow();
  });

  it('finds a login by username or email, preferring the username match, never by blank', async () => {
    const bob = await insertUser(getDb(), { username: 'bob', password: 'x', email: 'bob@example.com' });
    // carol's username equals dave's email: "carol" must log carol in.
    const carol = await insertUser(getDb(), { username: 'carol', password: 'x' });
    await insertUser(getDb(), { username: 'dave', password: 'x', email: 'carol' });
    expect((await findUserByLogin(getDb(), 'bob'))?.id).toBe(bob);
    expect((await findUserByLogin(getDb(), 'bob@example.com'))?.id).toBe(bob);
    expect((await findUserByLogin(getDb(), 'carol'))?.id).toBe(carol);
    expect(await findUserByLogin(getDb(), '')).toBeUndefined();
    expect(await findUserByLogin(getDb(), '  ')).toBeUndefined();
  });

  it('finds users by access token and aff code; blank finds nothing', async () => {
    const id = await insertUser(getDb(), { username: 'erin', password: 'x', access_token: 'token-123', aff_code: 'Ab12' });
    await insertUser(getDb(), { username: 'frank', password: 'x' });
    expect((await findUserByAccessToken(getDb(), 'token-123'))?.id).toBe(id);
    expect((await findUserByAffCode(getDb(), 'Ab12'))?.id).toBe(id);
    expect(await findUserByAccessToken(getDb(), '')).toBeUndefined();
    expect(await findUserByAffCode(getDb(), 'zzzz')).toBeUndefined();
  });

  it('allows many users without an access token or aff code (NULLs do not collide)', async () => {
    await insertUser(getDb(), { username: 'n1', password: 'x' });
    await expect(insertUser(getDb(), { username: 'n2', password: 'x' })).resolves.toBeGreaterThan(0);
    await insertUser(getDb(), { username: 'n3', password: 'x', aff_code: 'same' });
    await expect(insertUser(getDb(), { username: 'n4', password: 'x', aff_code: 'same' })).rejects.toThrow();
  });

  it('updates a live user and refuses empty patches', async () => {
    const id = await insertUser(getDb(), { username: 'gina', password: 'x' });
    expect(await updateUser(getDb(), id, { display_name: 'Gina', role: 10 })).toBe(true);
    expect(await findUserById(getDb(), id)).toMatchObject({ display_name: 'Gina', role: 10 });
    expect(await updateUser(getDb(), id + 1000, { role: 10 })).toBe(false);
    await expect(updateUser(getDb(), id, {})).rejects.toThrow(/empty/);
  });

  it('soft-deletes: hidden from lookups and login, kept in the list, name still taken', async () => {
    const id = await insertUser(getDb(), { username: 'hank', password: 'x', email: 'hank@example.com', access_token: 'tok-h' });
    expect(await softDeleteUser(getDb(), id, 1_700_000_000)).toBe(true);
    expect(await softDeleteUser(getDb(), id)).toBe(false);
    expect(await findUserById(getDb(), id)).toBeUndefined();
    expect(await findUserByUsername(getDb(), 'hank')).toBeUndefined();
    expect(await findUserByLogin(getDb(), 'hank')).toBeUndefined();
    expect(await findUserByAccessToken(getDb(), 'tok-h')).toBeUndefined();
    expect((await findUserByUsername(getDb(), 'hank', { includeDeleted: true }))?.deleted_at).toBe(1_700_000_000);
    expect(await updateUser(getDb(), id, { role: 10 })).toBe(false);
    expect(await usernameExists(getDb(), 'hank')).toBe(true);
    expect(await emailExists(getDb(), 'hank@example.com')).toBe(true);
    const page = await listUsers(getDb(), { offset: 0, limit: 10 });
    expect(page.items.map((user) => user.username)).toContain('hank');
  });

  it('reports username and email existence; blank email is never taken', async () => {
    await insertUser(getDb(), { username: 'ivy', password: 'x' });
    expect(await usernameExists(getDb(), 'ivy')).toBe(true);
    expect(await usernameExists(getDb(), 'ivy2')).toBe(false);
    expect(await emailExists(getDb(), '')).toBe(false);
    expect(await emailExists(getDb(), 'ivy@example.com')).toBe(false);
  });

  it('lists newest first with the total, paging by offset and limit', async () => {
    const ids: number[] = [];
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5']) ids.push(await insertUser(getDb(), { username: name, password: 'x' }));
    const first = await listUsers(getDb(), { offset: 0, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((user) => user.id)).toEqual([ids[4], ids[3]]);
    const last = await listUsers(getDb(), { offset: 4, limit: 2 });
    expect(last.items.map((user) => user.id)).toEqual([ids[0]]);
    await expect(listUsers(getDb(), { offset: -1, limit: 2 })).rejects.toThrow(RangeError);
    await expect(listUsers(getDb(), { offset: 0, limit: 0 })).rejects.toThrow(RangeError);
  });

  it('searches by id, by case-insensitive substring, and by exact group', async () => {
    const jack = await insertUser(getDb(), { username: 'jack', password: 'x', email: 'jack@corp.example', group: 'vip' });
    await insertUser(getDb(), { username: 'jill', password: 'x', display_name: 'Jill Corp', group: 'default' });
    await insertUser(getDb(), { username: 'kate', password: 'x', email: 'kate@home.example', group: 'vip' });
    await insertUser(getDb(), { username: 'percent', password: 'x', display_name: '100% sure' });

    const byId = await searchUsers(getDb(), { keyword: String(jack), offset: 0, limit: 10 });
    expect(byId.items.map((user) => user.id)).toContain(jack);
    expect(byId.items.every((user) => user.id === jack || `${user.username}${user.email}${user.display_name}`.includes(String(jack)))).toBe(true);

    const corp = await searchUsers(getDb(), { keyword: 'CORP', offset: 0, limit: 10 });
    expect(corp.items.map((user) => user.username).sort()).toEqual(['jack', 'jill']);
    expect(corp.total).toBe(2);

    const corpVip = await searchUsers(getDb(), { keyword: 'corp', group: 'vip', offset: 0, limit: 10 });
    expect(corpVip.items.map((user) => user.username)).toEqual(['jack']);

    const vip = await searchUsers(getDb(), { group: 'vip', offset: 0, limit: 10 });
    expect(vip.items.map((user) => user.username)).toEqual(['kate', 'jack']);

    // LIKE wildcards typed by the user match literally.
    const literal = await searchUsers(getDb(), { keyword: '0%', offset: 0, limit: 10 });
    expect(literal.items.map((user) => user.username)).toEqual(['percent']);
    const underscore = await searchUsers(getDb(), { keyword: 'j_ck', offset: 0, limit: 10 });
    expect(underscore.total).toBe(0);
  });

  it('counts live users with a role', async () => {
    await insertUser(getDb(), { username: 'root', password: 'x', role: 100 });
    const gone = await insertUser(getDb(), { username: 'oldroot', password: 'x', role: 100 });
    await insertUser(getDb(), { username: 'plain', password: 'x' });
    await softDeleteUser(getDb(), gone);
    expect(await countUsersWithRole(getDb(), 100)).toBe(1);
    expect(await countUsersWithRole(getDb(), 1)).toBe(1);
    expect(await countUsersWithRole(getDb(), 10)).toBe(0);
  });

  it('increments quota in SQL and rejects fractional deltas', async () => {
    const id = await insertUser(getDb(), { username: 'liam', password: 'x', quota: 100 });
    expect(await incrementUserQuota(getDb(), id, 50)).toBe(true);
    expect(await incrementUserQuota(getDb(), id, -30)).toBe(true);
    expect((await findUserById(getDb(), id))?.quota).toBe(120);
    await expect(incrementUserQuota(getDb(), id, 0.5)).rejects.toThrow(RangeError);
    expect(await incrementUserQuota(getDb(), id + 1000, 1)).toBe(false);
  });

  it('reserves quota atomically and refuses to overdraw', async () => {
    const id = await insertUser(getDb(), { username: 'mia', password: 'x', quota: 100 });
    expect(await reserveUserQuota(getDb(), id, 60)).toBe(true);
    expect(await reserveUserQuota(getDb(), id, 60)).toBe(false);
    expect((await findUserById(getDb(), id))?.quota).toBe(40);
    expect(await reserveUserQuota(getDb(), id, 40)).toBe(true);
    expect((await findUserById(getDb(), id))?.quota).toBe(0);
    await expect(reserveUserQuota(getDb(), id, -1)).rejects.toThrow(RangeError);
  });

  it('never overdraws under concurrent reservations', async () => {
    const id = await insertUser(getDb(), { username: 'nora', password: 'x', quota: 1000 });
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => reserveUserQuota(getDb(), id, 100)));
    expect(outcomes.filter(Boolean)).toHaveLength(10);
    expect((await findUserById(getDb(), id))?.quota).toBe(0);
  });

  it('credits the inviter: count, remaining and total reward', async () => {
    const id = await insertUser(getDb(), { username: 'otto', password: 'x' });
    expect(await addInviterReward(getDb(), id, 500)).toBe(true);
    expect(await addInviterReward(getDb(), id, 250)).toBe(true);
    expect(await findUserById(getDb(), id)).toMatchObject({ aff_count: 2, aff_quota: 750, aff_history: 750, quota: 0 });
    expect(await addInviterReward(getDb(), id + 1000, 1)).toBe(false);
  });

  it('keeps quotas beyond 32 bits as exact numbers', async () => {
    const id = await insertUser(getDb(), { username: 'rich', password: 'x', quota: 100_000_000_000 });
    await incrementUserQuota(getDb(), id, 5_000_000_000_000);
    const user = await findUserById(getDb(), id);
    expect(user?.quota).toBe(5_100_000_000_000);
    expect(typeof user?.quota).toBe('number');
  });

  it('ADR 0017: endUserSessions raises the epoch, empties the revocation list and clears the access token only when asked', async () => {
    const id = await insertUser(getDb(), { username: 'eve', password: 'x', access_token: 'eve-token-0123456789' });
    await getDb().updateTable('users').set({ revoked_sessions: 'AAAAAAAAAAAAAAAA:1900000000' }).where('id', '=', id).execute();
    expect(await endUserSessions(getDb(), id, { revokeAccessToken: false })).toBe(true);
    expect(await findUserById(getDb(), id)).toMatchObject({ session_epoch: 1, revoked_sessions: '', access_token: 'eve-token-0123456789' });
    expect(await endUserSessions(getDb(), id, { revokeAccessToken: true })).toBe(true);
    expect(await findUserById(getDb(), id)).toMatchObject({ session_epoch: 2, access_token: null });
    expect(await endUserSessions(getDb(), 99_999, { revokeAccessToken: true })).toBe(false);
  });

  it('ADR 0017: concurrent epoch bumps are never lost', async () => {
    const id = await insertUser(getDb(), { username: 'busy', password: 'x' });
    await Promise.all(Array.from({ length: 10 }, () => endUserSessions(getDb(), id, { revokeAccessToken: false })));
    expect((await findUserById(getDb(), id))?.session_epoch).toBe(10);
  });

  it('ADR 0017: replaceRevokedSessions writes only over the expected list at the expected epoch', async () => {
    const id = await insertUser(getDb(), { username: 'frank', password: 'x' });
    expect(await replaceRevokedSessions(getDb(), id, 0, '', 'A:1')).toBe(true);
    expect(await replaceRevokedSessions(getDb(), id, 0, '', 'B:1')).toBe(false);
    expect(await replaceRevokedSessions(getDb(), id, 1, 'A:1', 'A:1 B:1')).toBe(false);
    expect(await replaceRevokedSessions(getDb(), id, 0, 'A:1', 'A:1 B:1')).toBe(true);
    expect((await findUserById(getDb(), id))?.revoked_sessions).toBe('A:1 B:1');
  });
});
