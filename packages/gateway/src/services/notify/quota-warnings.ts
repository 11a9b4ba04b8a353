import { findQuotaWatchRows, markQuotaWarningSent, rearmQuotaWarning, type Executor, type QuotaWatchRow } from '@gateway/db';
import { readStoredUserSetting } from '@gateway/domain';
import type { Logger } from '../../platform/platform.ts';
import type { OptionStore } from '../option-store.ts';
import { describeQuota } from '../quota-text.ts';
import { notifyTargetOf, type Notification } from './notification.ts';
import type { NotificationQueue } from './notification-queue.ts';

/**
 * Quota warnings: when a user's balance drops below their threshold
 * (`quota_warning_threshold`, else QuotaRemindThreshold) one warning goes out, by mail or webhook; the next
 * one only after the balance was seen back at or above the threshold. The flag lives on the user row and
 * both flips are compare-and-set UPDATEs whose condition includes the live balance, so concurrent
 * settlements and other instances can neither send two warnings for one dip nor lose one.
 */
export interface QuotaWarnings {
  /** Looks at these users' balances now (after a settlement batch, a top-up, a transfer); never throws. */
  observe(userIds: readonly number[]): Promise<void>;
}

export interface QuotaWarningDependencies {
  db: Executor;
  options: OptionStore;
  queue: NotificationQueue;
  logger: Logger;
  nowSeconds(): number;
}

function topUpLink(options: OptionStore): string {
  const server = options.get('ServerAddress').trim().replace(/\/+$/, '');
  return `${server}/topup`;
}

/** The warning (type `quota_exceed`, new-api's name): the balance, the threshold and where to top up. */
export function quotaWarning(row: QuotaWatchRow, threshold: number, options: OptionStore, nowSeconds: number): Notification {
  const balance = describeQuota(row.quota, options);
  const limit = describeQuota(threshold, options);
  const link = topUpLink(options);
  return {
    type: 'quota_exceed',
    title: ['Your quota is running low', '您的额度即将用尽'],
    content: [
      `${row.username}, your remaining quota is ${balance}, below your warning threshold of ${limit}. Top up at ${link}`,
      `${row.username}，您的剩余额度为 ${balance}，已低于预警阈值 ${limit}。充值地址：${link}`,
    ],
    values: [balance, limit, link],
    timestamp: nowSeconds,
  };
}

export function createQuotaWarnings(dependencies: QuotaWarningDependencies): QuotaWarnings {
  const { db, options, queue } = dependencies;

  async function check(row: QuotaWatchRow): Promise<void> {
    const setting = readStoredUserSetting(row.setting);
    const threshold = setting.quota_warning_threshold ?? Math.max(0, Math.floor(options.getNumber('QuotaRemindThreshold')));
    if (row.quota >= threshold) {
      if (row.quota_warning_sent === 1) await rearmQuotaWarning(db, row.id, threshold);
      return;
    }
    if (row.quota_warning_sent === 1) return;
    const target = notifyTargetOf(setting, row.email);
    // Nowhere to send it: the dip stays unmarked, so a target saved later still hears of it.
    if (target === undefined) return;
    if (!(await markQuotaWarningSent(db, row.id, threshold))) return;
    queue.enqueue(target, quotaWarning(row, threshold, options, dependencies.nowSeconds()), { user: row.id });
  }

  return {
    async observe(userIds) {
      const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
      if (ids.length === 0) return;
      try {
        for (const row of await findQuotaWatchRows(db, ids)) await check(row);
      } catch (error) {
        // The next balance change looks again; a warning is never worth failing the caller.
        dependencies.logger.error('quota warning check failed', { users: ids.length, error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
