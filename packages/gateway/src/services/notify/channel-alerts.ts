import { claimChannelNotice, findChannelById, findRootUser, type Executor } from '@gateway/db';
import { readStoredUserSetting } from '@gateway/domain';
import type { Logger } from '../../platform/platform.ts';
import { notifyTargetOf, type Notification } from './notification.ts';
import type { NotificationQueue } from './notification-queue.ts';

/** A flapping channel tells the administrator at most once in this time (channels.last_notified_at). */
export const CHANNEL_NOTICE_INTERVAL_SECONDS = 600;

/** Tells the super admin (the root user, as new-api does) that a channel was disabled automatically. */
export interface ChannelAlerts {
  channelDisabled(channelId: number, reason: string): Promise<void>;
}

export interface ChannelAlertDependencies {
  db: Executor;
  queue: NotificationQueue;
  logger: Logger;
  nowSeconds(): number;
}

export function createChannelAlerts(dependencies: ChannelAlertDependencies): ChannelAlerts {
  const { db, queue, logger } = dependencies;
  return {
    async channelDisabled(channelId, reason) {
      const root = await findRootUser(db);
      const target = root === undefined ? undefined : notifyTargetOf(readStoredUserSetting(root.setting), root.email);
      if (root === undefined || target === undefined) {
        logger.warn('channel disabled; the super admin has no notification email or webhook to be told', { channel: channelId });
        return;
      }
      const now = dependencies.nowSeconds();
      if (!(await claimChannelNotice(db, channelId, now, CHANNEL_NOTICE_INTERVAL_SECONDS))) return;
      const name = (await findChannelById(db, channelId))?.name ?? '';
      const notification: Notification = {
        type: 'channel_update',
        title: ['Channel disabled', '渠道已禁用'],
        content: [`Channel «${name}» (#${channelId}) was disabled automatically: ${reason}`, `渠道「${name}」（#${channelId}）已被自动禁用，原因：${reason}`],
        values: [name, String(channelId), reason],
        timestamp: now,
      };
      queue.enqueue(target, notification, { channel: channelId, user: root.id });
    },
  };
}
