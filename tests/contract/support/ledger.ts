/**
 * Reads the money side of the real server through its admin API — a user's balances, a token's
 * balances, the consume/error log totals — and waits for the usage-log batch writer to settle, so
 * billing suites compare figures that are complete.
 */
import { expect } from 'vitest';
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
  is_stream: boolean | number;
}

/** Which rows a list query reads: a log type (2 consume, 5 error) and optionally a model, user or token name. */
export interface LogRowFilter {
  type: number;
  model?: string;
  username?: string;
  tokenName?: string;
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

/** Rows of one type (2 consume, 5 error) for a model, a user or a token name, newest first, every page. */
export async function logRows(admin: ConsoleSession, filter: LogRowFilter): Promise<LogRowView[]> {
  const rows: LogRowView[] = [];
  const query = `type=${filter.type}&model_name=${encodeURIComponent(filter.model ?? '')}&username=${encodeURIComponent(filter.username ?? '')}&token_name=${encodeURIComponent(filter.tokenName ?? '')}`;
  for (let page = 0; ; page += 1) {
    const result = await admin.call<{ items: LogRowView[]; total: number; total_capped: boolean }>('GET', `/api/log/?${query}&p=${page}&page_size=100`);
    rows.push(...result.items);
    if (result.items.length < 100 || (!result.total_capped && rows.length >= result.total)) return rows;
  }
}

/** Waits until `count` rows of a type exist for a model (the batch writer commits every ~50 ms). */
export async function waitForRows(admin: ConsoleSession, filter: LogRowFilter, count: number, timeoutMs = 5_000): Promise<LogRowView[]> {
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
export async function snapshot(
  admin: ConsoleSession,
  caller: { userId: number; username: string; tokenId: number; session: ConsoleSession },
): Promise<LedgerSnapshot> {
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

interface SettleOptions {
  quietReads?: number;
  intervalMs?: number;
  timeoutMs?: number;
}

/** Reads until `quietReads` consecutive reads are identical, or the timeout passes; the last read. */
async function settledRead<T>(read: () => Promise<T>, { quietReads = 3, intervalMs = 150, timeoutMs = 15_000 }: SettleOptions = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  let same = 1;
  while (same < quietReads && Date.now() < deadline) {
    await sleep(intervalMs);
    const next = await read();
    same = JSON.stringify(next) === JSON.stringify(last) ? same + 1 : 1;
    last = next;
  }
  return last;
}

/**
 * Snapshots until `quietReads` consecutive ones are identical (the settlements still running after
 * the last client answer — cancelled streams settle in the background — and the batch writer have
 * finished), or the timeout passes.
 */
export function settledSnapshot(
  admin: ConsoleSession,
  caller: { userId: number; username: string; tokenId: number; session: ConsoleSession },
  options: SettleOptions = {},
): Promise<LedgerSnapshot> {
  return settledRead(() => snapshot(admin, caller), options);
}

/** The newest of some rows (the highest id). */
export function newestRow(rows: LogRowView[]): LogRowView {
  return rows.reduce((newest, candidate) => (candidate.id > newest.id ? candidate : newest));
}

/**
 * Runs `request` with a token of the signed-in session's own user (suites that relay with the admin's token)
 * and checks the billing invariant once everything settled: exactly one new consume row through that token
 * name, and the user's quota fell by that row's quota (Σ rows == Δ balance). Answers the result and the row.
 */
export async function billedOnceThroughToken<T>(
  session: ConsoleSession,
  tokenName: string,
  request: () => Promise<T>,
): Promise<{ result: T; row: LogRowView }> {
  const filter = { type: 2, tokenName };
  const ownQuota = async () => (await session.call<{ quota: number }>('GET', '/api/user/self')).quota;
  const quotaBefore = await settledRead(ownQuota);
  const before = (await logRows(session, filter)).length;
  const result = await request();
  await waitForRows(session, filter, before + 1);
  const quotaAfter = await settledRead(ownQuota);
  const rows = await logRows(session, filter);
  expect(rows).toHaveLength(before + 1);
  const row = newestRow(rows);
  expect(quotaBefore - quotaAfter).toBe(row.quota);
  return { result, row };
}

/** Runs `request` (calls that must cost nothing) and checks, once settled: no new consume row through the token, the user's quota unchanged. */
export async function notBilledThroughToken<T>(session: ConsoleSession, tokenName: string, request: () => Promise<T>): Promise<T> {
  const read = async () => ({
    quota: (await session.call<{ quota: number }>('GET', '/api/user/self')).quota,
    rows: (await logRows(session, { type: 2, tokenName })).length,
  });
  const before = await settledRead(read);
  const result = await request();
  expect(await settledRead(read)).toEqual(before);
  return result;
}
