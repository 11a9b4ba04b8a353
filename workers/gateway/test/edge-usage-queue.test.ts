import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { APPLIED_MESSAGE_WINDOW_SECONDS } from '@gateway/db/d1';
import type { QueuedUsageBatch } from '@gateway/db/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../src/index.ts';
import { balances, createToken, rootSession, type Session } from './edge-support.ts';

/** One settled request's usage batch as the producer sends it: 300 billed on a reservation of 1000. */
function usageMessage(id: string, userId: number, tokenId: number): QueuedUsageBatch {
  const row = {
    user_id: userId,
    created_at: 1_800_000_000,
    type: 2,
    content: 'queued',
    username: 'root',
    token_name: 'edge-queue',
    model_name: 'gpt-4o',
    quota: 300,
    token_id: tokenId,
  };
  return {
    id,
    rows: [row],
    users: [[userId, { quotaReturn: 700, usedQuota: 300, requests: 1 }]],
    tokens: [[tokenId, { remainReturn: 700, usedQuota: 300 }]],
    channels: [],
    buckets: [{ user_id: userId, username: 'root', model_name: 'gpt-4o', created_at: 1_799_996_400, count: 1, quota: 300, token_used: 0 }],
  };
}

async function deliver(body: QueuedUsageBatch, attempt: number) {
  const batch = createMessageBatch<QueuedUsageBatch>('ai-gateway-usage', [{ id: `queue-message-${attempt}`, timestamp: new Date(), attempts: attempt, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch as never, env);
  return getQueueResult(batch as never, ctx);
}

describe('edge usage queue: exactly once', () => {
  let session: Session;
  beforeAll(async () => {
    session = await rootSession();
  });

  it('a usage message delivered twice bills once: one log row, one settlement, both deliveries acknowledged', async () => {
    const token = await createToken(session, 'edge-queue', 10_000);
    const before = await balances(session.userId, token.id);
    const body = usageMessage(crypto.randomUUID(), session.userId, token.id);
    const first = await deliver(body, 1);
    const second = await deliver(body, 2);
    expect(first.explicitAcks).toEqual(['queue-message-1']);
    expect(second.explicitAcks).toEqual(['queue-message-2']);
    const after = await balances(session.userId, token.id);
    expect(after.logRows - before.logRows).toBe(1);
    expect(after.quota - before.quota).toBe(700);
    expect(after.usedQuota - before.usedQuota).toBe(300);
    expect(after.tokenRemain - before.tokenRemain).toBe(700);
    const bucket = await env.DB.prepare('SELECT count, quota FROM quota_data WHERE user_id = ? AND created_at = ?')
      .bind(session.userId, 1_799_996_400)
      .first<{ count: number; quota: number }>();
    expect(bucket).toEqual({ count: 1, quota: 300 });
    // ADR 0046: the cross-user rollup is written in the same D1 batch and equals quota_data summed over users.
    const sums = await env.DB.prepare(
      'SELECT (SELECT sum(quota) FROM quota_data WHERE created_at = ?1) AS per_user, (SELECT sum(quota) FROM quota_data_models WHERE created_at = ?1) AS rollup',
    )
      .bind(1_799_996_400)
      .first<{ per_user: number; rollup: number }>();
    expect(sums!.rollup).toBeGreaterThanOrEqual(300);
    expect(sums!.rollup).toBe(sums!.per_user);
  });

  it('a different message with the same content is a new settlement (ids, not contents, are deduplicated)', async () => {
    const token = await createToken(session, 'edge-queue', 10_000);
    const before = await balances(session.userId, token.id);
    await deliver(usageMessage(crypto.randomUUID(), session.userId, token.id), 1);
    await deliver(usageMessage(crypto.randomUUID(), session.userId, token.id), 1);
    const after = await balances(session.userId, token.id);
    expect(after.logRows - before.logRows).toBe(2);
    expect(after.tokenRemain - before.tokenRemain).toBe(1400);
  });

  it('the applied ids live in the migrated table; the cron prunes those past the redelivery window, keeps the rest', async () => {
    const body = usageMessage(crypto.randomUUID(), session.userId, (await createToken(session, 'edge-queue', 10_000)).id);
    await deliver(body, 1);
    const now = Math.floor(Date.now() / 1000);
    const old = now - APPLIED_MESSAGE_WINDOW_SECONDS - 60;
    await env.DB.prepare('INSERT INTO edge_applied_messages (id, applied_at) VALUES (?, ?), (?, ?)')
      .bind('expired-1', old, 'expired-2', old - 3600)
      .run();
    const recorded = await env.DB.prepare("SELECT name FROM kysely_migration WHERE name = '0008-edge-applied-messages'").first<{ name: string }>();
    expect(recorded?.name).toBe('0008-edge-applied-messages');
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, env, ctx as never);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare('SELECT id FROM edge_applied_messages ORDER BY id').all<{ id: string }>();
    const ids = left.results.map((row) => row.id);
    expect(ids).toContain(body.id);
    expect(ids).not.toContain('expired-1');
    expect(ids).not.toContain('expired-2');
    // A pruned id is past any redelivery; a kept one still stops a duplicate.
    expect((await deliver(body, 2)).explicitAcks).toEqual(['queue-message-2']);
  });
});
