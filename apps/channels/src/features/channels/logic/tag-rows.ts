import { ChannelStatus } from '@gateway/domain';
import type { ChannelView } from '@gateway/sdk';
import { aggregateResponseTime } from './response-time.ts';

/** A row of the tag-mode table: a tag with its channels, or a channel without a tag. */
export type ChannelTableRow =
  | { kind: 'channel'; channel: ChannelView }
  | { kind: 'tag'; tag: string; children: ChannelView[]; enabled: boolean; responseTime: number; usedQuota: number; balance: number };

/** Tag rows first come in page order; a tag counts as enabled if any child is (CH-014). */
export function groupByTag(channels: readonly ChannelView[]): ChannelTableRow[] {
  const rows: ChannelTableRow[] = [];
  const byTag = new Map<string, ChannelView[]>();
  for (const channel of channels) {
    const tag = channel.tag ?? '';
    if (tag === '') {
      rows.push({ kind: 'channel', channel });
      continue;
    }
    const children = byTag.get(tag);
    if (children !== undefined) {
      children.push(channel);
      continue;
    }
    const list = [channel];
    byTag.set(tag, list);
    rows.push({ kind: 'tag', tag, children: list, enabled: false, responseTime: 0, usedQuota: 0, balance: 0 });
  }
  return rows.map((row) =>
    row.kind === 'channel'
      ? row
      : {
          ...row,
          enabled: row.children.some((child) => child.status === ChannelStatus.Enabled),
          responseTime: aggregateResponseTime(row.children.map((child) => child.response_time)),
          usedQuota: row.children.reduce((sum, child) => sum + child.used_quota, 0),
          balance: row.children.reduce((sum, child) => sum + child.balance, 0),
        },
  );
}

/** The status_reason / status_time of an auto-disabled channel (CH-010), from other_info JSON. */
export function readStatusInfo(otherInfo: string | null | undefined): { reason: string; time: number } | undefined {
  if (otherInfo === null || otherInfo === undefined || otherInfo.trim() === '') return undefined;
  try {
    const parsed = JSON.parse(otherInfo) as { status_reason?: unknown; status_time?: unknown };
    const reason = typeof parsed.status_reason === 'string' ? parsed.status_reason : '';
    const time = typeof parsed.status_time === 'number' ? parsed.status_time : 0;
    return reason === '' && time === 0 ? undefined : { reason, time };
  } catch {
    return undefined;
  }
}
