import { deleteExpiredRelayResponses, type Executor } from '@gateway/db';
import type { Platform } from '../../platform/platform.ts';
import { everyOnceInFleet } from '../fleet-jobs/index.ts';

/**
 * How long the gateway remembers a Responses API response (owner, channel, and for converted responses the
 * conversation): 30 days, as long as OpenAI keeps a stored response (ADR 0038). Fixed, not an option.
 */
export const RELAY_RESPONSES_TTL_SECONDS = 30 * 86_400;
/** Rows per table and DELETE, so one run never holds the database for long. */
export const RELAY_RESPONSES_CLEANUP_BATCH = 1_000;
/** The cleanup runs hourly; the cut-off moves by the hour. */
export const RELAY_RESPONSES_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface RelayResponsesCleanupContext {
  db: Executor;
  nowSeconds: () => number;
}

/** One run: removes every relay_responses / relay_response_conversations row older than the TTL, batch by batch. */
export async function runRelayResponsesCleanup(context: RelayResponsesCleanupContext, batchSize = RELAY_RESPONSES_CLEANUP_BATCH): Promise<number> {
  const before = context.nowSeconds() - RELAY_RESPONSES_TTL_SECONDS;
  let removed = 0;
  for (;;) {
    const batch = await deleteExpiredRelayResponses(context.db, before, batchSize);
    removed += batch;
    if (batch === 0) return removed;
  }
}

/** Runs {@link runRelayResponsesCleanup} hourly where the runtime has background timers, on one instance of a fleet (ADR 0043). */
export function scheduleRelayResponsesCleanup(platform: Platform, context: RelayResponsesCleanupContext): void {
  everyOnceInFleet(platform, 'relay-responses-cleanup', RELAY_RESPONSES_CLEANUP_INTERVAL_MS, async () => {
    const removed = await runRelayResponsesCleanup(context);
    if (removed > 0) platform.logger.info('relay responses cleanup', { removed });
  });
}
