import type { LogColumnKey } from './log-columns.ts';

/**
 * How the usage log's columns give way in a narrow frame (DataTable priorities, ADR 0020): time, model
 * and cost never fold; retry, group and details fold first into the row's expansion, which the
 * expand button (or a click on the row) opens. minWidth is the compact width of each column's content.
 */
export const logColumnFit: Record<LogColumnKey, { priority?: number; minWidth: number }> = {
  time: { minWidth: 150 },
  channel: { priority: 3, minWidth: 72 },
  username: { priority: 3, minWidth: 96 },
  token: { priority: 2, minWidth: 112 },
  group: { priority: 5, minWidth: 88 },
  type: { priority: 2, minWidth: 104 },
  model: { minWidth: 150 },
  useTime: { priority: 4, minWidth: 110 },
  prompt: { priority: 2, minWidth: 80 },
  completion: { priority: 2, minWidth: 96 },
  quota: { minWidth: 104 },
  retry: { priority: 5, minWidth: 110 },
  details: { priority: 4, minWidth: 220 },
};
