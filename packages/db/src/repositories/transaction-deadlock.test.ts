import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { insertChannel } from './channels.repository.ts';
import { insertToken } from './tokens.repository.ts';
import { TRANSACTION_RETRY, transactionWithRetry } from './transaction-retry.ts';
import { deadlockError, FailStatementOnce, RecordStatements, serializationFailure } from './transaction-fault-support.ts';
import { applyUsageBatch } from './usage-batch.repository.ts';
import { listQuotaData, reserveRequestQuota, settleUserUsage } from './usage-counters.repository.ts';
import { insertUser } from './users.repository.ts';

/** Resolves every arrival once `parties` have arrived; later arrivals (re-runs) pass straight through. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived++;
    if (arrived === parties) open();
    return opened;
  };
}

describeEachDialect('money paths re-run after a deadlock apply once (ADR 0047)', (getDb, dialect) => {
  let userId: number;
  let tokenId: number;
  let channelId: number;

  async function balances(id = userId) {
    const user = await getDb().selectFrom('users').select(['quota', 'used_quota', 'request_count']).where('id', '=', id).executeTakeFirstOrThrow();
    const token = await getDb().selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', tokenId).executeTakeFirstOrThrow();
    return {
      quota: Number(user.quota),
      used: Number(user.used_quota),
      requests: Number(user.request_count),
      remain: Number(token.remain_quota),
      tokenUsed: Number(token.used_quota),
    };
  }

  beforeEach(async () => {
    await clearAllTables(getDb());
    userId = await insertUser(getDb(), { username: 'payer', password: 'x', quota: 100 });
    tokenId = await insertToken(getDb(), { user_id: userId, key: 'deadlock-key-0123456789abcdefghijklm', name: 't', remain_quota: 60 });
    channelId = await insertChannel(getDb(), { name: 'c', key: 'k', models: 'm' });
  });

  it('the reservation: the token side deadlocks after the user was charged; the re-run charges both once', async () => {
    const fault = new FailStatementOnce(2, deadlockError);
    expect(await reserveRequestQuota(getDb().withPlugin(fault), userId, tokenId, 30)).toBe(true);
    expect(fault.fired).toBe(true);
    expect(await balances()).toMatchObject({ quota: 70, remain: 30 });
  });

  it('the usage batch: a fault after the logs, user and token were written; the re-run writes each once', async () => {
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
    const batch = {
      rows: [row],
      users: new Map([[userId, { quotaReturn: 18, usedQuota: 12, requests: 1 }]]),
      tokens: new Map([[tokenId, { remainReturn: 18, usedQuota: 12 }]]),
      channels: new Map([[channelId, 12]]),
      buckets: [bucket],
    };
    // Statements: logs insert, user, token, channel, quota_data update (+ insert), quota_data_models: fail the 4th.
    const fault = new FailStatementOnce(4, serializationFailure);
    await applyUsageBatch(getDb().withPlugin(fault), batch);
    expect(fault.fired).toBe(true);
    expect(await balances()).toEqual({ quota: 118, used: 12, requests: 1, remain: 78, tokenUsed: 12 });
    expect(await getDb().selectFrom('logs').select('quota').execute()).toHaveLength(1);
    expect(Number((await getDb().selectFrom('channels').select('used_quota').executeTakeFirstOrThrow()).used_quota)).toBe(12);
    expect((await listQuotaData(getDb())).map((entry) => [Number(entry.count), Number(entry.quota)])).toEqual([[1, 12]]);
  });

  it('the usage batch settles users, tokens and channels in id order, whatever order the batch lists them in', async () => {
    const second = await insertUser(getDb(), { username: 'second', password: 'x', quota: 100 });
    const secondToken = await insertToken(getDb(), { user_id: second, key: 'deadlock-key-second-0123456789abcdef', name: 't2', remain_quota: 60 });
    const secondChannel = await insertChannel(getDb(), { name: 'c2', key: 'k', models: 'm' });
    const recorder = new RecordStatements();
    const settled = { quotaReturn: 1, usedQuota: 1, requests: 1 };
    const tokenSettled = { remainReturn: 1, usedQuota: 1 };
    await applyUsageBatch(getDb().withPlugin(recorder), {
      rows: [],
      users: new Map([
        [second, settled],
        [userId, settled],
      ]),
      tokens: new Map([
        [secondToken, tokenSettled],
        [tokenId, tokenSettled],
      ]),
      channels: new Map([
        [secondChannel, 1],
        [channelId, 1],
      ]),
      buckets: [],
    });
    const updates = recorder.nodes
      .map(({ node, queryId }) => getDb().getExecutor().compileQuery(node, queryId))
      .flatMap(({ sql, parameters }) => {
        const table = /^update [`"](\w+)[`"]/.exec(sql)?.[1];
        return table === undefined ? [] : [[table, Number(parameters.at(-1))]];
      });
    expect(updates).toEqual([
      ['users', userId],
      ['users', second],
      ['tokens', tokenId],
      ['tokens', secondToken],
      ['channels', channelId],
      ['channels', secondChannel],
    ]);
  });

  // SQLite runs one transaction at a time on its one connection: two cannot hold locks against each other.
  if (dialect === 'sqlite') return;

  it('a real deadlock: two transactions settling two users in opposite order; the victim is re-run, each change lands once', async () => {
    const other = await insertUser(getDb(), { username: 'other', password: 'x', quota: 100 });
    const bothHoldOneRow = barrier(2);
    const retried: unknown[] = [];
    let runs = 0;
    const settle = (first: number, second: number) =>
      transactionWithRetry(
        getDb(),
        async (transaction) => {
          runs++;
          await settleUserUsage(transaction, first, { quotaReturn: -10, usedQuota: 10, requests: 1 });
          await bothHoldOneRow();
          await settleUserUsage(transaction, second, { quotaReturn: -10, usedQuota: 10, requests: 1 });
        },
        { ...TRANSACTION_RETRY, onRetry: ({ error }) => retried.push(error) },
      );
    await Promise.all([settle(userId, other), settle(other, userId)]);
    expect(runs).toBe(3);
    expect(retried).toEqual([expect.objectContaining(dialect === 'mariadb' ? { errno: 1213, code: 'ER_LOCK_DEADLOCK' } : { code: '40P01' })]);
    for (const id of [userId, other]) expect(await balances(id)).toMatchObject({ quota: 80, used: 20, requests: 2 });
  });

  // InnoDB undoes only the timed-out statement; the re-run must not keep the attempt's earlier insert.
  if (dialect === 'mariadb') {
    it('a real lock wait timeout (1205): the waiter is re-run once the holder commits, its first attempt leaves nothing', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let signalLocked!: () => void;
      const locked = new Promise<void>((resolve) => (signalLocked = resolve));
      const holder = transactionWithRetry(getDb(), async (transaction) => {
        await settleUserUsage(transaction, userId, { quotaReturn: -10, usedQuota: 10, requests: 1 });
        signalLocked();
        await released;
      });
      await locked;
      const retried: unknown[] = [];
      let runs = 0;
      const waiter = transactionWithRetry(
        getDb(),
        async (transaction) => {
          runs++;
          await transaction
            .insertInto('options')
            .values({ key: `waiter-${runs}`, value: '1' })
            .execute();
          // MariaDB's statement-scoped setting: only the first attempt gives up after 1 s.
          const timeout = runs === 1 ? sql`SET STATEMENT innodb_lock_wait_timeout = 1 FOR ` : sql``;
          await sql`${timeout}UPDATE users SET quota = quota - 5 WHERE id = ${userId}`.execute(transaction);
        },
        { ...TRANSACTION_RETRY, onRetry: ({ error }) => void (retried.push(error), release()) },
      );
      await Promise.all([holder, waiter]);
      expect(runs).toBe(2);
      expect(retried).toEqual([expect.objectContaining({ errno: 1205, code: 'ER_LOCK_WAIT_TIMEOUT' })]);
      expect((await getDb().selectFrom('options').select('key').execute()).map((row) => row.key)).toEqual(['waiter-2']);
      expect(await balances()).toMatchObject({ quota: 85 });
    });
  }
});
