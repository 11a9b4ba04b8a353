import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { droppingAtCommit } from '../testing/connection-faults.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { BatchOutcomeUnknownError, isBatchApplied, pruneAppliedBatches } from './applied-batches.repository.ts';
import { insertChannel } from './channels.repository.ts';
import { insertToken } from './tokens.repository.ts';
import { applyUsageBatch, type UsageBatch } from './usage-batch.repository.ts';
import { insertUser } from './users.repository.ts';

/** Holds the first statement after the id's (the first log row) until `release()`: an attempt caught mid-transaction. */
class HoldSecondStatement implements KyselyPlugin {
  statements = 0;
  reached!: Promise<void>;
  release!: () => void;
  private arrive!: () => void;
  private readonly gate: Promise<void>;

  constructor() {
    this.reached = new Promise<void>((resolve) => (this.arrive = resolve));
    this.gate = new Promise<void>((resolve) => (this.release = resolve));
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements++;
    if (this.statements === 2) {
      this.arrive();
      await this.gate;
    }
    return args.result;
  }
}

/** A plugin that changes nothing: `withPlugin` gives a Kysely instance without the SQLite fast path. */
const kyselyPath: KyselyPlugin = { transformQuery: (args) => args.node, transformResult: async (args) => args.result };

describeEachDialect('a usage batch with an id applies at most once (ADR 0050)', (getDb) => {
  let userId: number;
  let tokenId: number;
  let channelId: number;
  let batch: UsageBatch;

  beforeEach(async () => {
    await clearAllTables(getDb());
    userId = await insertUser(getDb(), { username: 'payer', password: 'x', quota: 100 });
    tokenId = await insertToken(getDb(), { user_id: userId, key: 'applied-batch-key-0123456789abcdefghij', name: 't', remain_quota: 60 });
    channelId = await insertChannel(getDb(), { name: 'c', key: 'k', models: 'm' });
    const row = {
      user_id: userId,
      created_at: 7205,
      type: 2,
      content: 'c',
      username: 'payer',
      token_name: 't',
      model_name: 'm',
      quota: 12,
      channel_id: channelId,
      token_id: tokenId,
      group: 'default',
      other: '{}',
    };
    const bucket = { user_id: userId, username: 'payer', model_name: 'm', created_at: 7200, count: 1, quota: 12, token_used: 7 };
    // The reservation took 30 from the user and the token; the request cost 12, so 18 goes back.
    batch = {
      rows: [row],
      users: new Map([[userId, { quotaReturn: 18, usedQuota: 12, requests: 1 }]]),
      tokens: new Map([[tokenId, { remainReturn: 18, usedQuota: 12 }]]),
      channels: new Map([[channelId, 12]]),
      buckets: [bucket],
    };
  });

  /** The batch's effects, which must be there exactly once (or not at all). */
  async function applied() {
    const user = await getDb().selectFrom('users').select(['quota', 'used_quota', 'request_count']).where('id', '=', userId).executeTakeFirstOrThrow();
    const token = await getDb().selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', tokenId).executeTakeFirstOrThrow();
    const channel = await getDb().selectFrom('channels').select('used_quota').where('id', '=', channelId).executeTakeFirstOrThrow();
    const logs = await getDb().selectFrom('logs').select('quota').execute();
    const buckets = await getDb().selectFrom('quota_data').select(['count', 'quota']).execute();
    return {
      user: [Number(user.quota), Number(user.used_quota), Number(user.request_count)],
      token: [Number(token.remain_quota), Number(token.used_quota)],
      channel: Number(channel.used_quota),
      logs: logs.length,
      buckets: buckets.map((bucket) => [Number(bucket.count), Number(bucket.quota)]),
    };
  }
  const once = { user: [118, 12, 1], token: [78, 12], channel: 12, logs: 1, buckets: [[1, 12]] };
  const never = { user: [100, 0, 0], token: [60, 0], channel: 0, logs: 0, buckets: [] };

  it('the same id twice: the second answers "duplicate" and writes nothing (fast path and Kysely path)', async () => {
    expect(await applyUsageBatch(getDb(), batch, 'batch-1')).toBe('applied');
    expect(await applyUsageBatch(getDb(), batch, 'batch-1')).toBe('duplicate');
    expect(await applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'batch-1')).toBe('duplicate');
    expect(await applied()).toEqual(once);
    expect(await isBatchApplied(getDb(), 'batch-1')).toBe(true);
    // Another id is another batch.
    expect(await applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'batch-2')).toBe('applied');
    expect((await applied()).logs).toBe(2);
  });

  it('the connection drops after COMMIT: the id shows the batch landed, so it is not written again', async () => {
    expect(await applyUsageBatch(droppingAtCommit(getDb(), { committed: true }), batch, 'lost-ack')).toBe('duplicate');
    expect(await applied()).toEqual(once);
    // The writer's next attempt, with the same id, changes nothing either.
    expect(await applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'lost-ack')).toBe('duplicate');
    expect(await applied()).toEqual(once);
  });

  it('the connection drops before COMMIT: the attempt fails with its error, nothing is written, and the retry applies it once', async () => {
    await expect(applyUsageBatch(droppingAtCommit(getDb(), { committed: false }), batch, 'rolled-back')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await applied()).toEqual(never);
    expect(await applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'rolled-back')).toBe('applied');
    expect(await applied()).toEqual(once);
  });

  for (const committed of [true, false]) {
    it(`the check cannot be read either (${committed ? 'committed' : 'rolled back'}): the outcome is reported unknown; the same id retried lands once in all`, async () => {
      const attempt = applyUsageBatch(droppingAtCommit(getDb(), { committed, unreadable: 1 }), batch, 'unknown');
      await expect(attempt).rejects.toBeInstanceOf(BatchOutcomeUnknownError);
      expect(await applied()).toEqual(committed ? once : never);
      expect(await applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'unknown')).toBe(committed ? 'duplicate' : 'applied');
      expect(await applied()).toEqual(once);
    });
  }

  it('a retry while the first attempt is still committing waits for it, then writes nothing', async () => {
    const hold = new HoldSecondStatement();
    const first = applyUsageBatch(getDb().withPlugin(hold), batch, 'in-flight');
    await hold.reached;
    // The first attempt holds its id uncommitted; the retry's insert of the same id has to wait for it.
    const retry = applyUsageBatch(getDb().withPlugin(kyselyPath), batch, 'in-flight');
    hold.release();
    expect(await first).toBe('applied');
    expect(await retry).toBe('duplicate');
    expect(await applied()).toEqual(once);
  });

  it('ids older than the window are pruned, newer ones kept', async () => {
    await getDb()
      .insertInto('edge_applied_messages')
      .values([
        { id: 'old', applied_at: 1_000 },
        { id: 'new', applied_at: 5_000 },
      ])
      .execute();
    expect(await pruneAppliedBatches(getDb(), 6_000, 2_000)).toBe(1);
    expect(await isBatchApplied(getDb(), 'old')).toBe(false);
    expect(await isBatchApplied(getDb(), 'new')).toBe(true);
  });
});
