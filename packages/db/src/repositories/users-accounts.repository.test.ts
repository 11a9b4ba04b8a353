import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { claimChannelNotice, insertChannel } from './channels.repository.ts';
import { findQuotaWatchRows, markQuotaWarningSent, rearmQuotaWarning, resetQuotaWarning } from './users-quota-warning.repository.ts';
import {
  assignAffCodeIfMissing,
  findRootUser,
  findUserById,
  findUsersByEmail,
  insertUser,
  setAccessTokenHash,
  softDeleteUser,
  transferAffQuota,
} from './users.repository.ts';

describeEachDialect('users repository: self-service and quota warnings', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const user = (username: string, values: Record<string, unknown> = {}) => insertUser(getDb(), { username, password: 'hash', ...values });

  it('finds live users by email, oldest first, and the first live root', async () => {
    const first = await user('first', { email: 'x@y.co' });
    const second = await user('second', { email: 'x@y.co' });
    const gone = await user('gone', { email: 'x@y.co', role: 100 });
    await softDeleteUser(getDb(), gone);
    const root = await user('root', { role: 100 });
    expect((await findUsersByEmail(getDb(), 'x@y.co')).map((row) => row.id)).toEqual([first, second]);
    expect(await findUsersByEmail(getDb(), ' ')).toEqual([]);
    expect((await findRootUser(getDb()))?.id).toBe(root);
  });

  it('stores an access token hash and gives an invitation code only to a user without one', async () => {
    const id = await user('a');
    expect(await setAccessTokenHash(getDb(), id, 'f'.repeat(64))).toBe(true);
    expect(await assignAffCodeIfMissing(getDb(), id, 'AbCd')).toBe(true);
    expect(await assignAffCodeIfMissing(getDb(), id, 'WxYz')).toBe(false);
    expect(await findUserById(getDb(), id)).toMatchObject({ access_token: 'f'.repeat(64), aff_code: 'AbCd' });
  });

  it('API-USR-015: concurrent invitation-quota transfers never move more than the reward', async () => {
    const id = await user('inviter', { aff_quota: 1_000_000, quota: 5 });
    const results = await Promise.all(Array.from({ length: 6 }, () => transferAffQuota(getDb(), id, 300_000)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await findUserById(getDb(), id)).toMatchObject({ aff_quota: 100_000, quota: 900_005 });
    await expect(transferAffQuota(getDb(), id, 0)).rejects.toThrow(RangeError);
  });

  it('the quota warning flag: marked once while below the threshold, re-armed only at or above it', async () => {
    const id = await user('spender', { quota: 900 });
    expect(await markQuotaWarningSent(getDb(), id, 500)).toBe(false);
    expect(await rearmQuotaWarning(getDb(), id, 500)).toBe(false);
    await getDb().updateTable('users').set({ quota: 400 }).where('id', '=', id).execute();
    const marks = await Promise.all(Array.from({ length: 10 }, () => markQuotaWarningSent(getDb(), id, 500)));
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect(await rearmQuotaWarning(getDb(), id, 500)).toBe(false);
    await getDb().updateTable('users').set({ quota: 500 }).where('id', '=', id).execute();
    expect(await rearmQuotaWarning(getDb(), id, 500)).toBe(true);
    expect(await findQuotaWatchRows(getDb(), [id, 99_999])).toEqual([{ id, username: 'spender', email: '', quota: 500, setting: '', quota_warning_sent: 0 }]);
    await resetQuotaWarning(getDb(), id, 600);
    expect((await findQuotaWatchRows(getDb(), [id]))[0]?.quota_warning_sent).toBe(1);
    await resetQuotaWarning(getDb(), id, 100);
    expect((await findQuotaWatchRows(getDb(), [id]))[0]?.quota_warning_sent).toBe(0);
    expect(await findQuotaWatchRows(getDb(), [])).toEqual([]);
  });

  it('channels.last_notified_at: one notice per channel per interval', async () => {
    const id = await insertChannel(getDb(), { key: 'k', name: 'c' });
    expect(await claimChannelNotice(getDb(), id, 10_000, 600)).toBe(true);
    expect(await claimChannelNotice(getDb(), id, 10_300, 600)).toBe(false);
    expect(await claimChannelNotice(getDb(), id, 10_600, 600)).toBe(true);
    expect((await getDb().selectFrom('channels').select('last_notified_at').executeTakeFirstOrThrow()).last_notified_at).toBe(10_600);
  });
});
