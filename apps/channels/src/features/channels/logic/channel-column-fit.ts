import type { ChannelColumnKey } from './list-preferences.ts';

/**
 * How the channel table's columns give way in a narrow frame (DataTable priorities, ADR 0020): name,
 * status and the actions never fold (the actions stay pinned at the right edge); balance folds first,
 * then the used quota and the groups, into the row's expansion; the response time (test results) and
 * the inline priority and weight stay as long as they can. minWidth is the compact width of each
 * column's content (the inline number fields are 96 px).
 */
export const channelColumnFit: Record<ChannelColumnKey, { priority?: number; minWidth: number; sticky?: boolean }> = {
  id: { priority: 2, minWidth: 56 },
  name: { minWidth: 180 },
  group: { priority: 4, minWidth: 100 },
  type: { priority: 2, minWidth: 110 },
  status: { minWidth: 104 },
  responseTime: { priority: 3, minWidth: 110 },
  balance: { priority: 5, minWidth: 100 },
  usedQuota: { priority: 4, minWidth: 96 },
  priority: { priority: 3, minWidth: 112 },
  weight: { priority: 3, minWidth: 112 },
  actions: { minWidth: 240, sticky: true },
};
