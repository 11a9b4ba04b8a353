import { env } from 'cloudflare:test';
import { touchTokensAccessedTime, writeAtomically } from '@gateway/db';
import { createD1Database } from '@gateway/db/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeEmailCode } from './edge-email-codes.ts';
import { count, whileInsertsFail, whileWritesFail, type InjectedFailure } from './edge-failing-writes.ts';
import { call, createToken, createUser, envelope, rootSession, signIn, type CallOptions, type Session } from './edge-support.ts';

// ADR 0037, second part: the self-service, user-management, batch-creation, reset, binding and fix writes are
// ONE D1 batch each — a statement failing in the middle leaves nothing of the request written.

/** This file's own client address: logins and resets share the per-address critical limit (20 per window). */
const headers = { 'cf-connecting-ip': '203.0.113.37' };
const PASSWORD = 'atomic-secret-1';
/** The statement that ends every session (ADR 0017) fails: it comes after the row change in each flow. */
const endSessionsFail: InjectedFailure = { table: 'users', on: 'UPDATE OF session_epoch' };

function request(path: string, options: CallOptions = {}): Promise<Response> {
  return call(path, { ...options, headers });
}

interface UserState {
  password: string;
  session_epoch: number;
  status: number;
  role: number;
  deleted_at: number | null;
  setting: string;
  quota_warning_sent: number;
  email: string;
}

async function userState(id: number): Promise<UserState> {
  const columns = 'password, session_epoch, status, role, deleted_at, setting, quota_warning_sent, email';
  return (await env.DB.prepare(`SELECT ${columns} FROM users WHERE id = ?`).bind(id).first<UserState>())!;
}

/** A new common user and its session. */
async function userWithSession(root: Session, username: string): Promise<Session> {
  await createUser(root, username, PASSWORD);
  return signIn(username, PASSWORD, headers);
}

describe('edge atomic account writes (D1 batch)', () => {
  let root: Session;

  beforeAll(async () => {
    root = await rootSession();
  });

  it('PUT /api/user/self: a new password whose session end fails is not stored (API-USR-007)', async () => {
    const session = await userWithSession(root, 'atomicself');
    const before = await userState(session.userId);
    const body = { password: 'atomic-secret-2', original_password: PASSWORD };
    const failed = await whileWritesFail(endSessionsFail, () => request('/api/user/self', { method: 'PUT', session, body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await userState(session.userId)).toEqual(before);
    const changed = await envelope(await request('/api/user/self', { method: 'PUT', session, body }));
    expect(changed.success, changed.message).toBe(true);
    expect((await userState(session.userId)).session_epoch).toBe(before.session_epoch + 1);
    await signIn('atomicself', 'atomic-secret-2', headers);
  });

  it('DELETE /api/user/self: a deletion whose session end fails leaves the account live (API-USR-009)', async () => {
    const session = await userWithSession(root, 'atomicgone');
    const before = await userState(session.userId);
    const failed = await whileWritesFail(endSessionsFail, () => request('/api/user/self', { method: 'DELETE', session }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await userState(session.userId)).toEqual(before);
    expect((await request('/api/user/self', { method: 'DELETE', session })).status).toBe(200);
    const after = await userState(session.userId);
    expect(after.deleted_at).not.toBeNull();
    expect(after.session_epoch).toBe(before.session_epoch + 1);
  });

  it('POST /api/user/manage: disable, promote, demote and delete whose session end fails change nothing (API-USR-008)', async () => {
    const id = await createUser(root, 'atommanaged', PASSWORD);
    const manage = (action: string) => request('/api/user/manage', { session: root, body: { id, action } });
    for (const action of ['disable', 'promote', 'delete']) {
      const before = await userState(id);
      const failed = await whileWritesFail(endSessionsFail, () => manage(action));
      expect(failed.status, action).toBeGreaterThanOrEqual(500);
      expect(await userState(id), action).toEqual(before);
    }
    expect((await envelope(await manage('promote'))).success).toBe(true);
    const promoted = await userState(id);
    expect(promoted.role).toBe(10);
    expect((await whileWritesFail(endSessionsFail, () => manage('demote'))).status).toBeGreaterThanOrEqual(500);
    expect(await userState(id)).toEqual(promoted);
    expect((await envelope(await manage('disable'))).success).toBe(true);
    expect(await userState(id)).toMatchObject({ status: 2, session_epoch: promoted.session_epoch + 1 });
  });

  it('PUT /api/user/setting: a setting whose warning-flag update fails is not stored (API-USR-016)', async () => {
    const session = await userWithSession(root, 'atomsetting');
    const before = await userState(session.userId);
    const body = { notify_type: 'email', quota_warning_threshold: 777 };
    const flagFails: InjectedFailure = { table: 'users', on: 'UPDATE OF quota_warning_sent' };
    const failed = await whileWritesFail(flagFails, () => request('/api/user/setting', { method: 'PUT', session, body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await userState(session.userId)).toEqual(before);
    expect((await envelope(await request('/api/user/setting', { method: 'PUT', session, body }))).success).toBe(true);
    expect(JSON.parse((await userState(session.userId)).setting)).toMatchObject({ quota_warning_threshold: 777 });
  });

  it('POST /api/token: a batch of 3 whose third insert fails creates no token; then 3 with their ids (API-TOK-004, TW-010)', async () => {
    const body = { name: 'atomic-batch', remain_quota: 100, unlimited_quota: false, expired_time: -1, count: 3 };
    const tokens = () => count("SELECT COUNT(*) AS n FROM tokens WHERE name LIKE 'atomic-batch%'");
    const thirdFails: InjectedFailure = { table: 'tokens', on: 'INSERT', when: "(SELECT COUNT(*) FROM tokens WHERE name LIKE 'atomic-batch%') >= 2" };
    const failed = await whileWritesFail(thirdFails, () => request('/api/token/', { session: root, body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await tokens()).toBe(0);
    const created = await envelope(await request('/api/token/', { session: root, body }));
    expect(created.success, created.message).toBe(true);
    const ids = (created.data as { id: number }[]).map((token) => token.id).sort((a, b) => a - b);
    const stored = await env.DB.prepare("SELECT id FROM tokens WHERE name LIKE 'atomic-batch%' ORDER BY id").all<{ id: number }>();
    expect(ids).toEqual(stored.results.map((row) => row.id));
    expect(ids).toHaveLength(3);
  });

  it('POST /api/redemption: a batch of 3 whose third insert fails creates no code (API-RED-004, TW-032)', async () => {
    const body = { name: 'atomic-codes', quota: 100, count: 3 };
    const codes = () => count("SELECT COUNT(*) AS n FROM redemptions WHERE name = 'atomic-codes'");
    const thirdFails: InjectedFailure = { table: 'redemptions', on: 'INSERT', when: "(SELECT COUNT(*) FROM redemptions WHERE name = 'atomic-codes') >= 2" };
    const failed = await whileWritesFail(thirdFails, () => request('/api/redemption/', { session: root, body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await codes()).toBe(0);
    const created = await envelope(await request('/api/redemption/', { session: root, body }));
    expect(created.success, created.message).toBe(true);
    expect(created.data).toHaveLength(3);
    expect(await codes()).toBe(3);
  });

  it('POST /api/user/reset: a reset whose session end fails keeps the password and the link (API-USR-021)', async () => {
    const id = await createUser(root, 'atomicreset', PASSWORD);
    const email = 'atomicreset@example.com';
    await env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(email, id).run();
    const token = 'ab'.repeat(16);
    await storeEmailCode('reset', email, token, id);
    const before = await userState(id);
    const links = () => count("SELECT COUNT(*) AS n FROM verification_codes WHERE purpose = 'reset' AND email = ?", email);
    const failed = await whileWritesFail(endSessionsFail, () => request('/api/user/reset', { body: { email, token } }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await userState(id)).toEqual(before);
    expect(await links()).toBe(1);
    const reset = await envelope(await request('/api/user/reset', { body: { email, token } }));
    expect(reset.success, reset.message).toBe(true);
    expect(await links()).toBe(0);
    await signIn('atomicreset', String(reset.data), headers);
  });

  it('GET /api/oauth/email/bind: a binding whose user update fails keeps the code unused (API-OA-005)', async () => {
    const session = await userWithSession(root, 'atomicbind');
    const email = 'atomicbind@example.com';
    await storeEmailCode('verify', email, 'BIND42');
    const bind = () => request(`/api/oauth/email/bind?${new URLSearchParams({ email, code: 'bind42' }).toString()}`, { session });
    const codes = () => count("SELECT COUNT(*) AS n FROM verification_codes WHERE purpose = 'verify' AND email = ?", email);
    const failed = await whileWritesFail({ table: 'users', on: 'UPDATE OF email' }, bind);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await userState(session.userId)).email).toBe('');
    expect(await codes()).toBe(1);
    const bound = await envelope(await bind());
    expect(bound.success, bound.message).toBe(true);
    expect((await userState(session.userId)).email).toBe(email);
    expect(await codes()).toBe(0);
  });

  it('POST /api/channel/fix: a rebuild whose insert fails deletes no stale ability (API-CH-019)', async () => {
    const channel = { name: 'atomic-fix', type: 1, key: 'sk-upstream', base_url: 'https://mock-upstream.test', models: 'gpt-4o,gpt-4o-mini', group: 'default' };
    const created = await envelope(await request('/api/channel/', { session: root, body: { mode: 'single', channel } }));
    expect(created.success, created.message).toBe(true);
    const { id } = (await env.DB.prepare("SELECT id FROM channels WHERE name = 'atomic-fix'").first<{ id: number }>())!;
    // The fix has to delete an orphan and insert a missing row: the insert comes last, and fails.
    await env.DB.prepare("DELETE FROM abilities WHERE channel_id = ? AND model = 'gpt-4o-mini'").bind(id).run();
    await env.DB.prepare(
      "INSERT INTO abilities (\"group\", model, channel_id, enabled, priority, weight) VALUES ('default', 'orphan-model', 999999, 1, 0, 0)",
    ).run();
    const orphans = () => count('SELECT COUNT(*) AS n FROM abilities WHERE channel_id = 999999');
    const failed = await whileInsertsFail('abilities', () => request('/api/channel/fix', { session: root, body: {} }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await orphans()).toBe(1);
    const fixed = await envelope(await request('/api/channel/fix', { session: root, body: {} }));
    expect(fixed.success, fixed.message).toBe(true);
    expect(await orphans()).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM abilities WHERE channel_id = ? AND model = 'gpt-4o-mini'", id)).toBe(1);
  });

  it('token last-used times: one batch, so a failing touch leaves the others untouched too', async () => {
    const first = await createToken(root, 'atomic-touch-a', 100);
    const second = await createToken(root, 'atomic-touch-b', 100);
    await env.DB.prepare('UPDATE tokens SET accessed_time = 100 WHERE id IN (?, ?)').bind(first.id, second.id).run();
    const { db } = createD1Database(env.DB);
    const touches = new Map([
      [first.id, 200],
      [second.id, 200],
    ]);
    const secondFails: InjectedFailure = { table: 'tokens', on: 'UPDATE OF accessed_time', when: `NEW.id = ${second.id}` };
    await expect(whileWritesFail(secondFails, () => writeAtomically(db, (transaction) => touchTokensAccessedTime(transaction, touches)))).rejects.toThrow();
    expect(await count('SELECT accessed_time AS n FROM tokens WHERE id = ?', first.id)).toBe(100);
    await writeAtomically(db, (transaction) => touchTokensAccessedTime(transaction, touches));
    expect(await count('SELECT SUM(accessed_time) AS n FROM tokens WHERE id IN (?, ?)', first.id, second.id)).toBe(400);
  });
});
