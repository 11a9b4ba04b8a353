import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { runAtomically } from './query-helpers.ts';
import { isRetryableTransactionError, retryDelayMs, TRANSACTION_RETRY, transactionWithRetry, type TransactionRetryPolicy } from './transaction-retry.ts';
import { deadlockError, lockWaitTimeoutError, postgresDeadlockError, serializationFailure } from './transaction-fault-support.ts';

describe('which errors re-run a transaction (ADR 0047)', () => {
  it('deadlock, lock wait timeout and serialization failure, as mysql2 and node-postgres report them, also wrapped', () => {
    for (const error of [deadlockError(), lockWaitTimeoutError(), serializationFailure(), postgresDeadlockError()])
      expect(isRetryableTransactionError(error)).toBe(true);
    expect(isRetryableTransactionError({ code: 'ER_LOCK_DEADLOCK' })).toBe(true);
    expect(isRetryableTransactionError(new Error('wrapped', { cause: deadlockError() }))).toBe(true);
  });

  it('nothing else: unique violations, lost connections (COMMIT outcome unknown), SQLite busy, non-errors', () => {
    const others: unknown[] = [
      Object.assign(new Error('dup'), { errno: 1062, code: 'ER_DUP_ENTRY', sqlState: '23000' }),
      Object.assign(new Error('dup'), { code: '23505' }),
      Object.assign(new Error('reset'), { code: 'ECONNRESET', errno: -104 }),
      Object.assign(new Error('gone'), { errno: 2013, code: 'PROTOCOL_CONNECTION_LOST' }),
      Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }),
      new Error('deadlock in the message only'),
      'ER_LOCK_DEADLOCK',
      null,
      undefined,
    ];
    for (const error of others) expect(isRetryableTransactionError(error)).toBe(false);
  });

  it('backs off with full jitter under a doubling cap, never past the maximum', () => {
    const policy: TransactionRetryPolicy = { attempts: 8, baseDelayMs: 10, maxDelayMs: 50 };
    expect([1, 2, 3, 4, 5].map((retry) => retryDelayMs(policy, retry, () => 0.999999))).toEqual([10, 20, 40, 50, 50]);
    expect(retryDelayMs(policy, 3, () => 0)).toBe(0);
    expect(retryDelayMs(policy, 3, () => 0.5)).toBe(20);
    expect(TRANSACTION_RETRY.attempts).toBeGreaterThan(1);
  });
});

describeEachDialect('transaction retry with injected faults (ADR 0047)', (getDb) => {
  const slept: number[] = [];
  const policy: TransactionRetryPolicy = { ...TRANSACTION_RETRY, random: () => 0.5, sleep: async (ms) => void slept.push(ms) };
  const names = async () => (await getDb().selectFrom('options').select('key').orderBy('key').execute()).map((row) => row.key);

  beforeEach(async () => {
    await clearAllTables(getDb());
    slept.length = 0;
  });

  it('re-runs the whole transaction after each retryable fault; the rolled-back attempts leave nothing', async () => {
    const faults = [deadlockError(), lockWaitTimeoutError(), serializationFailure()];
    let runs = 0;
    const answer = await transactionWithRetry(
      getDb(),
      async (transaction) => {
        runs++;
        await transaction
          .insertInto('options')
          .values({ key: `attempt-${runs}`, value: '1' })
          .execute();
        const fault = faults.shift();
        if (fault !== undefined) throw fault;
        return 'done';
      },
      policy,
    );
    expect(answer).toBe('done');
    expect(runs).toBe(4);
    expect(await names()).toEqual(['attempt-4']);
    expect(slept).toEqual([5, 10, 20]);
  });

  it('gives up after the last attempt with the database error itself, nothing written', async () => {
    let runs = 0;
    const failing = transactionWithRetry(
      getDb(),
      async (transaction) => {
        runs++;
        await transaction
          .insertInto('options')
          .values({ key: `attempt-${runs}`, value: '1' })
          .execute();
        throw postgresDeadlockError();
      },
      policy,
    );
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_RETRY.attempts);
    expect(await names()).toEqual([]);
  });

  it('runs once on any other error', async () => {
    let runs = 0;
    const duplicate = Object.assign(new Error('Duplicate entry'), { errno: 1062, code: 'ER_DUP_ENTRY' });
    const failing = transactionWithRetry(
      getDb(),
      async (transaction) => {
        runs++;
        await transaction.insertInto('options').values({ key: 'once', value: '1' }).execute();
        throw duplicate;
      },
      policy,
    );
    await expect(failing).rejects.toBe(duplicate);
    expect(runs).toBe(1);
    expect(slept).toEqual([]);
    expect(await names()).toEqual([]);
  });

  it("inside a caller's transaction the fault goes up, and the caller's whole transaction is what runs again", async () => {
    let outerRuns = 0;
    let innerRuns = 0;
    await runAtomically(getDb(), async (outer) => {
      outerRuns++;
      await outer
        .insertInto('options')
        .values({ key: `outer-${outerRuns}`, value: '1' })
        .execute();
      await runAtomically(outer, async (inner) => {
        innerRuns++;
        await inner
          .insertInto('options')
          .values({ key: `inner-${innerRuns}`, value: '1' })
          .execute();
        if (innerRuns === 1) throw deadlockError();
      });
    });
    expect([outerRuns, innerRuns]).toEqual([2, 2]);
    expect(await names()).toEqual(['inner-2', 'outer-2']);
  });
});
