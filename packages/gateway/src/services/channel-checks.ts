import { findChannelById, listAllChannels, recordChannelError, updateChannel, type ChannelRow, type Executor } from '@gateway/db';
import { ChannelStatus, messages } from '@gateway/domain';
import type { GuardedFetch } from './egress/index.ts';
import { queryBalance, supportsBalance } from './channel-balance.ts';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';
import { autoDisableChannel, type ChannelHealth, type ProbeKind } from './channel-health/index.ts';
import { pickTestModel, testUpstream, upstreamTarget } from './channel-upstream.ts';

export interface ChannelCheckContext {
  db: Executor;
  egress: GuardedFetch;
  /** Milliseconds clock (elapsed time of tests). */
  now(): number;
  /** Automatic enable/disable from test results; tests change no status without it. */
  health?: ChannelHealth;
  /** After a status change made here (balance), so the relay stops picking the channel. */
  invalidateRouting(): void;
}

/**
 * Tests one stored channel and records response_time (ms) and test_time on success, or the upstream's
 * failure as the channel's last error (error_status, error_details, last_error_at). Answers the milliseconds.
 */
export async function testStoredChannel(
  context: ChannelCheckContext,
  channel: ChannelRow,
  requestedModel?: string,
  kind: ProbeKind = 'manual',
): Promise<ChannelOutcome<number>> {
  const target = upstreamTarget(channel);
  if (!target.ok) return target;
  const model = pickTestModel(channel, requestedModel);
  if (model === undefined) return refuse(messages.channelNoTestModel);
  const result = await testUpstream(context.egress, target.value, model, context.now);
  if (result.ok) {
    await updateChannel(context.db, Number(channel.id), { response_time: result.value, test_time: Math.floor(context.now() / 1000) });
  } else if (result.upstreamStatus !== undefined) {
    await recordChannelError(context.db, Number(channel.id), { status: result.upstreamStatus, details: result.message, at: Math.floor(context.now() / 1000) });
  }
  await context.health?.probed(channel, result, kind);
  return result;
}

export async function testChannelById(context: ChannelCheckContext, id: number, model?: string): Promise<ChannelOutcome<number>> {
  const channel = await findChannelById(context.db, id);
  if (channel === undefined) return refuse(messages.channelNotFound, 404);
  return testStoredChannel(context, channel, model);
}

/** Queries and stores one channel's balance. */
export async function updateStoredBalance(context: ChannelCheckContext, channel: ChannelRow): Promise<ChannelOutcome<number>> {
  const target = upstreamTarget(channel);
  if (!target.ok) return target;
  const nowSeconds = Math.floor(context.now() / 1000);
  const balance = await queryBalance(context.egress, target.value, nowSeconds);
  if (balance.ok) await updateChannel(context.db, Number(channel.id), { balance: balance.value, balance_updated_time: nowSeconds });
  return balance;
}

export async function updateBalanceById(context: ChannelCheckContext, id: number): Promise<ChannelOutcome<number>> {
  const channel = await findChannelById(context.db, id);
  if (channel === undefined) return refuse(messages.channelNotFound, 404);
  return updateStoredBalance(context, channel);
}

export const INSUFFICIENT_BALANCE_REASON = 'insufficient balance';

/**
 * GET /api/channel/update_balance: every enabled channel whose type exposes a balance, one after
 * the other; like new-api, a channel whose balance is 0 or less is auto-disabled. Answers
 * how many balances were updated; failures leave a channel's balance as it was.
 */
export async function updateAllBalances(context: ChannelCheckContext): Promise<ChannelOutcome<number>> {
  const channels = (await listAllChannels(context.db)).filter((channel) => channel.status === ChannelStatus.Enabled && supportsBalance(channel.type));
  let updated = 0;
  for (const channel of channels) {
    const balance = await updateStoredBalance(context, channel);
    if (!balance.ok) continue;
    updated += 1;
    // Status 3 with reason and time (CH-010), only while the channel is still enabled.
    if (balance.value <= 0 && (await autoDisableChannel(context.db, Number(channel.id), INSUFFICIENT_BALANCE_REASON, Math.floor(context.now() / 1000))))
      context.invalidateRouting();
  }
  return succeed(updated);
}

/** Progress of the background "test all" run (GET /api/channel/test/progress). */
export interface TestAllProgress {
  running: boolean;
  done: number;
  total: number;
}

export interface TestAllRunner {
  /** Starts a run of every enabled channel; false when one is already running. */
  start(): Promise<boolean>;
  progress(): TestAllProgress;
}

/**
 * One "test all" run at a time per gateway (API-CH-014): channels are tested one after the other in
 * the background, kept alive with waitUntil; the progress stays readable after the run ends.
 */
export function createTestAllRunner(context: ChannelCheckContext, waitUntil: (promise: Promise<unknown>) => void): TestAllRunner {
  let state: TestAllProgress = { running: false, done: 0, total: 0 };
  return {
    async start() {
      if (state.running) return false;
      state = { running: true, done: 0, total: 0 };
      let channels: ChannelRow[];
      try {
        // Automatically disabled channels too, when a successful test may enable them again.
        channels = (await listAllChannels(context.db)).filter((channel) =>
          context.health ? context.health.sweeps(channel) : channel.status === ChannelStatus.Enabled,
        );
      } catch (error) {
        state = { running: false, done: 0, total: 0 };
        throw error;
      }
      state.total = channels.length;
      const run = (async () => {
        try {
          for (const channel of channels) {
            await testStoredChannel(context, channel, undefined, 'sweep').catch(() => undefined);
            state.done += 1;
          }
        } finally {
          state.running = false;
        }
      })();
      waitUntil(run);
      return true;
    },
    progress: () => ({ ...state }),
  };
}
