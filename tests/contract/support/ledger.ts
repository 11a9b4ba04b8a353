/**
 * Reads the money side of the real server through its admin API — a user's balances, a token's
 * balances, the consume/error log totals — and waits for the usage-log batch writer to settle, so
 * billing suites compare figures that are complete.
 */
import type { ConsoleSession } from './console-api.ts';

export interface LogRowView {
  id: number;
  type: number;
  model_name: string;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  content: string;
  other: string;
  channel: number;
  username: string;
}

/** One moment of a caller's money. */
export interface LedgerSnapshot {
  userQuota: number;
  userUsedQuota: number;
  tokenRemainQuota: number;
  tokenUsedQuota: number;
  /** Σ quota of the user's consume rows (GET /api/log/stat). */
  consumeQuota: number;
  consumeRows: number;
  errorRows: number;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Rows of one type (2 consume, 5 error) for a model or a user, newest first, every page. */
export async function logRows(admin: ConsoleSession, filter: { type: number; model?: string; username?: string }): Promise<LogRowView[]> {
  const rows: LogRowView[] = [];
  const query = `type=${filter.type}&model_name=${encodeURIComponent(filter.model ?? '')}&username=${encodeURIComponent(filter.username ?? '')}`;
  for (let page = 0; ; page += 1) {
    const result = await admin.call<{ items: LogRowView[]; total: number; total_capped: boolean }>('GET', `/api/log/?${query}&p=${page}&page_size=100`);
    rows.push(...result.items);
    if (result.items.length < 100 || (!result.total_capped && rows.length >= result.total)) return rows;
  }
}

/** Waits until `count` rows of a type exist for a model (the batch writer commits every ~50 ms). */
export async function waitForRows(admin: ConsoleSession, filter: { type: number; model: string }, count: number, timeoutMs = 5_000): Promise<LogRowView[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await logRows(admin, filter);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await sleep(50);
  }
}

/**
 * The exact number of log rows a list query matches. The list's total counts only 1,000 rows past
 * the requested page (ADR 0042) and says so with `total_capped`: ask again from that far on until
 * the count is exact.
 */
export async function logTotal(session: ConsoleSession, path: '/api/log/' | '/api/log/self/', query = ''): Promise<number> {
  for (let page = 0; ; ) {
    const result = await session.call<{ total: number; total_capped: boolean }>('GET', `${path}?${query}&p=${page}&page_size=100`);
    if (!result.total_capped) return result.total;
    page = Math.floor(result.total / 100);
  }
}

function total(admin: ConsoleSession, type: number, username: string): Promise<number> {
  return logTotal(admin, '/api/log/', `type=${type}&username=${encodeURIComponent(username)}`);
}

/** The caller's balances and log totals now. */
export async function snapshot(admin: ConsoleSession, caller: { userId: number; username: string; tokenId: number; session: ConsoleSession }): Promise<LedgerSnapshot> {
  const [user, token, stat, consumeRows, errorRows] = await Promise.all([
    admin.call<{ quota: number; used_quota: number }>('GET', `/api/user/${caller.userId}`),
    caller.session.call<{ remain_quota: number; used_quota: number }>('GET', `/api/token/${caller.tokenId}`),
    admin.call<{ quota: number }>('GET', `/api/log/stat?type=2&username=${encodeURIComponent(caller.username)}`),
    total(admin, 2, caller.username),
    total(admin, 5, caller.username),
  ]);
  return {
    userQuota: user.quota,
    userUsedQuota: user.used_quota,
    tokenRemainQuota: token.remain_quota,
    tokenUsedQuota: token.used_quota,
    consumeQuota: stat.quota,
    consumeRows,
    errorRows,
  };
}

/**
 * Snapshots until `quietReads` consecutive ones are identical (the settlements still running after
 * the last client answer — cancelled streams settle in the background — and the batch writer have
 * finished), or the timeout passes.
 */
export async function settledSnapshot(
  admin: ConsoleSession,
  caller: { userId: number; username: string; tokenId: number; session: ConsoleSession },
  { quietReads = 3, intervalMs = 150, timeoutMs = 15_000 } = {},
): Promise<LedgerSnapshot> {
  const deadline = Date.now() + timeoutMs;
  let last = await snapshot(admin, caller);
  let same = 1;
  while (same < quietReads && Date.now() < deadline) {
    await sleep(intervalMs);
    const next = await snapshot(admin, caller);
    same = JSON.stringify(next) === JSON.stringify(last) ? same + 1 : 1;
    last = next;
  }
  return last;
}
