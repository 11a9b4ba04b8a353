import { env } from 'cloudflare:test';
import {
  AtomicCheckFailed,
  CHANNEL_CHANGED,
  createChannelsWithAbilities,
  findChannelById,
  insertChannel,
  setupNotDone,
  updateChannelsWithAbilities,
  writeAtomically,
  type NewChannel,
} from '@gateway/db';
import { createD1Database } from '@gateway/db/d1';
import { describe, expect, it } from 'vitest';
import { count, whileInsertsFail } from './edge-failing-writes.ts';
import { call, envelope, rootSession } from './edge-support.ts';

// ADR 0037: console writes of several statements are ONE D1 batch — a failing statement leaves nothing written.

function channelRow(name: string, models: string): NewChannel {
  return { name, type: 1, key: 'sk-upstream', base_url: 'https://mock-upstream.test', models, group: 'default,vip', status: 1, created_time: 1_800_000_000 };
}

describe('edge atomic console writes (D1 batch)', () => {
  // First, while the database is fresh: a setup whose last statement fails writes no root user and no options.
  it('setup: the setups insert failing leaves no root user and no usage-mode options (CHECKLIST SYS-002)', async () => {
    expect((await envelope(await call('/api/setup'))).data.status).toBe(false);
    const body = { username: 'root', password: 'edge-secret-1', confirmPassword: 'edge-secret-1', SelfUseModeEnabled: true, DemoSiteEnabled: false };
    const failed = await whileInsertsFail('setups', () => call('/api/setup', { body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await count('SELECT COUNT(*) AS n FROM users')).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM options WHERE key = 'SelfUseModeEnabled'")).toBe(0);
    expect((await envelope(await call('/api/setup'))).data.status).toBe(false);
    // The same setup then succeeds and leaves exactly one root.
    expect((await call('/api/setup', { body })).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE role = 100')).toBe(1);
  });

  it('channel create: the abilities insert failing leaves no channel row (API-CH-004)', async () => {
    const session = await rootSession();
    const before = await count('SELECT COUNT(*) AS n FROM channels');
    const channel = { name: 'atomic-fail', type: 1, key: 'sk-a\nsk-b', base_url: 'https://mock-upstream.test', models: 'gpt-4o', group: 'default' };
    const failed = await whileInsertsFail('abilities', () => call('/api/channel/', { session, body: { mode: 'batch', channel } }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await count('SELECT COUNT(*) AS n FROM channels')).toBe(before);
    const created = await envelope(await call('/api/channel/', { session, body: { mode: 'batch', channel } }));
    expect(created.success, created.message).toBe(true);
    expect(await count("SELECT COUNT(*) AS n FROM channels WHERE name = 'atomic-fail'")).toBe(2);
    expect(await count("SELECT COUNT(*) AS n FROM abilities WHERE channel_id IN (SELECT id FROM channels WHERE name = 'atomic-fail')")).toBe(2);
  });

  it('account creation: a failing log insert (the new-user bonus) leaves no user row (API-USR-018)', async () => {
    const session = await rootSession();
    const option = await envelope(await call('/api/option/', { method: 'PUT', session, body: { key: 'QuotaForNewUser', value: '500' } }));
    expect(option.success, option.message).toBe(true);
    const body = { username: 'atomic-user', password: 'atomic-secret-1', display_name: 'Atomic' };
    const failed = await whileInsertsFail('logs', () => call('/api/user/', { session, body }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE username = 'atomic-user'")).toBe(0);
    expect((await envelope(await call('/api/user/', { session, body }))).success).toBe(true);
    const user = await env.DB.prepare("SELECT id, quota FROM users WHERE username = 'atomic-user'").first<{ id: number; quota: number }>();
    expect(user?.quota).toBe(500);
    // The bonus log row binds the id the batch gave the user one statement earlier.
    expect(await count('SELECT COUNT(*) AS n FROM logs WHERE user_id = ? AND type = 4', user!.id)).toBe(1);
  });

  it('redemption: a failing top-up log leaves the code unused and the quota unchanged, then it redeems once (TW-041)', async () => {
    const session = await rootSession();
    const created = await envelope(await call('/api/redemption/', { session, body: { name: 'atomic', quota: 4321, count: 1 } }));
    expect(created.success, created.message).toBe(true);
    const key = String(created.data[0]);
    const quota = () => count('SELECT quota AS n FROM users WHERE id = ?', session.userId);
    const before = await quota();
    const failed = await whileInsertsFail('logs', () => call('/api/user/topup', { session, body: { key } }));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await quota()).toBe(before);
    expect(await count('SELECT status AS n FROM redemptions WHERE key = ?', key)).toBe(1);
    expect((await envelope(await call('/api/user/topup', { session, body: { key } }))).success).toBe(true);
    expect(await quota()).toBe(before + 4321);
    expect(await count('SELECT status AS n FROM redemptions WHERE key = ?', key)).toBe(3);
  });

  it('ids inserted earlier in a batch are bound by later statements: three channels, each with its own abilities', async () => {
    await rootSession();
    const { db } = createD1Database(env.DB);
    const ids = await createChannelsWithAbilities(db, [channelRow('ref-a', 'm-a'), channelRow('ref-b', 'm-b1,m-b2'), channelRow('ref-c', 'm-c')]);
    expect(ids).toHaveLength(3);
    const names = await env.DB.prepare('SELECT id, name FROM channels WHERE id IN (?, ?, ?) ORDER BY id')
      .bind(...ids)
      .all<{ id: number; name: string }>();
    expect(names.results.map((row) => row.name)).toEqual(['ref-a', 'ref-b', 'ref-c']);
    const abilities = await env.DB.prepare('SELECT channel_id, model FROM abilities WHERE channel_id IN (?, ?, ?) ORDER BY channel_id, model, "group"')
      .bind(...ids)
      .all<{ channel_id: number; model: string }>();
    const models = (id: number) => [...new Set(abilities.results.filter((row) => row.channel_id === id).map((row) => row.model))];
    expect([models(ids[0]!), models(ids[1]!), models(ids[2]!)]).toEqual([['m-a'], ['m-b1', 'm-b2'], ['m-c']]);
    expect(abilities.results).toHaveLength(8);
  });

  it('a failed check rolls back the statements before it and names its reason', async () => {
    await rootSession();
    const { db } = createD1Database(env.DB);
    const before = await count('SELECT COUNT(*) AS n FROM channels');
    const attempt = writeAtomically(db, async (transaction, checks) => {
      await insertChannel(transaction, channelRow('guarded', 'gpt-4o'));
      // Setup is done (rootSession), so this condition is false inside the batch.
      await checks.holds(setupNotDone(transaction), 'setup-not-done');
    });
    await expect(attempt).rejects.toMatchObject({ name: 'AtomicCheckFailed', reason: 'setup-not-done' });
    expect(await count('SELECT COUNT(*) AS n FROM channels')).toBe(before);
  });

  it('a read after a write is refused (it could not see the pending writes)', async () => {
    await rootSession();
    const { db } = createD1Database(env.DB);
    const attempt = writeAtomically(db, async (transaction) => {
      const id = await insertChannel(transaction, channelRow('read-after-write', 'gpt-4o'));
      return findChannelById(transaction, id);
    });
    await expect(attempt).rejects.toThrow(/read after a write/);
    expect(await count("SELECT COUNT(*) AS n FROM channels WHERE name = 'read-after-write'")).toBe(0);
  });

  it('of 10 concurrent status transitions from the same read exactly one applies; the abilities follow it', async () => {
    await rootSession();
    const { db } = createD1Database(env.DB);
    const [id] = await createChannelsWithAbilities(db, [channelRow('race', 'gpt-4o')]);
    const current = (await findChannelById(db, id!))!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        updateChannelsWithAbilities(db, [{ current, patch: { status: 3, other_info: JSON.stringify({ attempt: index }) }, whileStatusUnchanged: true }]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(AtomicCheckFailed);
      if (outcome.status === 'rejected') expect((outcome.reason as AtomicCheckFailed).reason).toBe(CHANNEL_CHANGED);
    }
    expect(await count('SELECT COUNT(*) AS n FROM abilities WHERE channel_id = ? AND enabled = 1', id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM abilities WHERE channel_id = ?', id)).toBe(2);
  });
});
