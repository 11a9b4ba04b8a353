import { messages } from '@gateway/domain';
import type { GuardedFetch } from './egress/index.ts';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';
import { UPSTREAM_TIMEOUT_MS, type UpstreamTarget } from './channel-upstream.ts';

type Reader = (get: (path: string) => Promise<unknown>, nowSeconds: number) => Promise<number | undefined>;

function numberAt(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

function field(body: unknown, ...path: string[]): unknown {
  let current = body;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** OpenAI-style billing: hard limit (USD) minus this period's usage (cents), over the last 100 days like new-api. */
const openAiBilling: Reader = async (get, nowSeconds) => {
  const subscription = await get('/v1/dashboard/billing/subscription');
  const limit = numberAt(field(subscription, 'hard_limit_usd'));
  if (limit === undefined) return undefined;
  const start = isoDate(nowSeconds - 100 * 86_400);
  const end = isoDate(nowSeconds + 86_400);
  const usage = await get(`/v1/dashboard/billing/usage?start_date=${start}&end_date=${end}`);
  const cents = numberAt(field(usage, 'total_usage'));
  if (cents === undefined) return undefined;
  return limit - cents / 100;
};

const deepSeek: Reader = async (get) => {
  const body = await get('/user/balance');
  const infos = field(body, 'balance_infos');
  return Array.isArray(infos) ? numberAt(field(infos[0], 'total_balance')) : undefined;
};

const siliconFlow: Reader = async (get) => numberAt(field(await get('/v1/user/info'), 'data', 'totalBalance'));

const openRouter: Reader = async (get) => {
  const body = await get('/v1/credits');
  const total = numberAt(field(body, 'data', 'total_credits'));
  const used = numberAt(field(body, 'data', 'total_usage'));
  return total === undefined || used === undefined ? undefined : total - used;
};

/** Channel types whose upstream tells its balance, and how to read it (the ones new-api reads). */
const readers: Readonly<Record<number, Reader>> = { 1: openAiBilling, 8: openAiBilling, 20: openRouter, 40: siliconFlow, 43: deepSeek };

export function supportsBalance(type: number): boolean {
  return readers[type] !== undefined;
}

/** Asks the channel's upstream for its balance (API-CH-015). */
export async function queryBalance(egress: GuardedFetch, target: UpstreamTarget, nowSeconds: number): Promise<ChannelOutcome<number>> {
  const reader = readers[target.type];
  if (reader === undefined) return refuse(messages.balanceNotSupported);
  // The OpenAI billing paths live beside /v1; a base URL already ending in /v1 must not double it.
  const base = target.baseUrl.replace(/\/v1$/, '');
  const get = async (path: string) => {
    const response = await egress(
      `${base}${path}`,
      { headers: { Authorization: `Bearer ${target.key}`, Accept: 'application/json' }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) },
      { purpose: 'admin-configured', proxy: target.proxy },
    );
    if (response.status !== 200) throw new Error(`upstream answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  try {
    const balance = await reader(get, nowSeconds);
    if (balance === undefined) return refuse('the upstream balance answer could not be read');
    return succeed(Math.round(balance * 1_000_000) / 1_000_000);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}
