import type { ChannelRow, Executor } from '@gateway/db';
import { ChannelStatus } from '@gateway/domain';
import type { Logger } from '../../platform/platform.ts';
import type { ChannelOutcome } from '../channel-outcome.ts';
import type { OptionStore } from '../option-store.ts';
import { classifyChannelFailure, parseDisableKeywords, type ChannelFailure } from './disable-rules.ts';
import { createFailureStreaks, DEFAULT_FAILURE_STREAK_RULE, type FailureStreakRule } from './failure-streaks.ts';
import { autoDisableChannel, autoEnableChannel } from './status-transitions.ts';

/** The channel as the relay knows it (a RoutedChannel fits). */
export interface ReportedChannel {
  id: number;
  autoBan: boolean;
}

/** manual: an admin tested one channel; sweep: test-all or the periodic probe (CHANNEL_TEST_FREQUENCY). */
export type ProbeKind = 'manual' | 'sweep';

export interface ChannelHealth {
  /**
   * One upstream attempt's outcome from the relay: `null` for a 2xx answer, else the failure.
   * Synchronous and cheap; a resulting status change is written in the background (waitUntil).
   */
  report(channel: ReportedChannel, failure: ChannelFailure | null): void;
  /**
   * A channel test's result: a success re-enables an automatically disabled channel
   * (AutomaticEnableChannelEnabled); a sweep also disables an enabled channel whose test failed
   * with a key or account error or answered slower than ChannelDisableThreshold seconds.
   */
  probed(channel: ChannelRow, result: ChannelOutcome<number>, kind: ProbeKind): Promise<void>;
  /** Whether a sweep tests this channel: enabled ones, and automatically disabled ones when they may come back. */
  sweeps(channel: ChannelRow): boolean;
  /** Resolves when every background status change started so far has finished. */
  settled(): Promise<void>;
}

export interface ChannelHealthDependencies {
  db: Executor;
  options: OptionStore;
  /** Marks the relay's routing index stale after a status change (services/routing). */
  invalidateRouting(): void;
  /** Milliseconds. */
  now(): number;
  waitUntil(promise: Promise<unknown>): void;
  logger: Logger;
  streakRule?: FailureStreakRule;
  /** Told once per automatic disable (the one winning transition), to warn the administrator. Must not throw. */
  onDisabled?(channelId: number, reason: string): void;
}

/**
 * Channel health: automatic disable from relay outcomes and
 * tests, automatic enable from tests. Every status change is one conditional transition in the
 * database (exactly one winner across requests and instances) followed by a routing-index rebuild,
 * so the next request no longer picks a disabled channel. Nothing here delays a client: the relay's
 * report only classifies in memory and hands any write to waitUntil.
 */
export function createChannelHealth(dependencies: ChannelHealthDependencies): ChannelHealth {
  const { db, options, logger } = dependencies;
  const streaks = createFailureStreaks(dependencies.streakRule ?? DEFAULT_FAILURE_STREAK_RULE);
  /** Channels with a disable write under way in this instance: one write per transition. */
  const disabling = new Set<number>();
  const background = new Set<Promise<void>>();
  let keywordsText: string | null = null;
  let keywords: string[] = [];

  /** Parsed again only when the option text changed. */
  function disableKeywords(): string[] {
    const text = options.get('AutomaticDisableKeywords');
    if (text !== keywordsText) {
      keywordsText = text;
      keywords = parseDisableKeywords(text);
    }
    return keywords;
  }

  const nowSeconds = () => Math.floor(dependencies.now() / 1000);

  async function disable(id: number, reason: string): Promise<boolean> {
    const changed = await autoDisableChannel(db, id, reason, nowSeconds());
    if (changed) {
      dependencies.invalidateRouting();
      logger.warn('channel automatically disabled', { channel: id, reason });
      dependencies.onDisabled?.(id, reason);
    }
    return changed;
  }

  function disableInBackground(id: number, reason: string): void {
    if (disabling.has(id)) return;
    disabling.add(id);
    const work = disable(id, reason)
      .then(() => undefined)
      .catch((error: unknown) =>
        logger.error('automatic channel disable failed', { channel: id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        disabling.delete(id);
        streaks.reset(id);
        background.delete(work);
      });
    background.add(work);
    dependencies.waitUntil(work);
  }

  return {
    report(channel, failure) {
      if (failure === null) {
        if (streaks.size() > 0) streaks.reset(channel.id);
        return;
      }
      if (!channel.autoBan || !options.getBoolean('AutomaticDisableChannelEnabled')) return;
      const verdict = classifyChannelFailure(failure, disableKeywords());
      if (verdict.kind === 'disable') disableInBackground(channel.id, verdict.reason);
      else if (verdict.kind === 'count' && streaks.fail(channel.id, dependencies.now())) {
        const rule = dependencies.streakRule ?? DEFAULT_FAILURE_STREAK_RULE;
        disableInBackground(channel.id, `${rule.threshold} failures in a row within ${rule.windowMilliseconds / 1000} s; last ${verdict.reason}`);
      }
    },

    async probed(channel, result, kind) {
      const id = Number(channel.id);
      const status = Number(channel.status);
      if (result.ok) {
        if (status === ChannelStatus.AutoDisabled && options.getBoolean('AutomaticEnableChannelEnabled')) {
          if (await autoEnableChannel(db, id)) {
            streaks.reset(id);
            dependencies.invalidateRouting();
            logger.info('channel automatically enabled after a successful test', { channel: id });
          }
          return;
        }
      }
      if (kind !== 'sweep' || status !== ChannelStatus.Enabled || Number(channel.auto_ban ?? 1) !== 1 || !options.getBoolean('AutomaticDisableChannelEnabled'))
        return;
      if (result.ok) {
        const thresholdSeconds = options.getNumber('ChannelDisableThreshold');
        if (thresholdSeconds > 0 && result.value > thresholdSeconds * 1000) {
          await disable(id, `response time ${(result.value / 1000).toFixed(2)} s exceeds the threshold of ${thresholdSeconds} s`);
        }
        return;
      }
      // One failed test never disables for a 429 or a 5xx; only key and account failures do.
      if (result.upstreamStatus === undefined) return;
      const verdict = classifyChannelFailure({ status: result.upstreamStatus, error: { message: result.message, type: '', code: null } }, disableKeywords());
      if (verdict.kind === 'disable') await disable(id, verdict.reason);
    },

    sweeps(channel) {
      const status = Number(channel.status);
      return status === ChannelStatus.Enabled || (status === ChannelStatus.AutoDisabled && options.getBoolean('AutomaticEnableChannelEnabled'));
    },

    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}
