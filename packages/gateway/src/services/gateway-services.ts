import { createSessionSigner, type SessionSigner } from '../middleware/session/index.ts';
import type { Platform } from '../platform/platform.ts';
import { cachedResolver, createEgressGuard, type GuardedFetch } from './egress/index.ts';
import { createOptionStore, type OptionStore } from './option-store.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { createSetupState, type SetupState } from './setup-state.ts';
import { createTokenAccessRecorder, type TokenAccessRecorder } from './token-access.ts';
import { createTokenCache, type TokenCache } from './token-cache.ts';
import { createUserCache, type UserCache } from './user-cache.ts';
import { createUsageLog, scheduleBatchIdPrune, type UsageLog } from './usage-log/index.ts';
import { createPriceTable, type PriceTable } from './billing/model-price.ts';
import { createRoutingIndex, type RoutingIndex } from './routing/routing-index.ts';
import { createChannelHealth, type ChannelHealth } from './channel-health/index.ts';
import { createProviderOptions, type ProviderOptions } from './provider-options/index.ts';
import { createMailService, type MailService } from './mail/mail-service.ts';
import { createEmailCodes, type EmailCodes } from './verification/email-codes.ts';
import { createNotificationQueue, type NotificationQueue } from './notify/notification-queue.ts';
import { createQuotaWarnings, type QuotaWarnings } from './notify/quota-warnings.ts';
import { createChannelAlerts } from './notify/channel-alerts.ts';
import { deliverNotification } from './notify/deliver-notification.ts';
import { scheduleLogRetention } from './log-retention/index.ts';
import { scheduleRelayResponsesCleanup } from './relay-responses-cleanup/index.ts';
import { shareChanges } from './shared-changes.ts';

/** The per-app services every route factory receives; built once by createGatewayApp. */
export interface GatewayServices {
  platform: Platform;
  options: OptionStore;
  setup: SetupState;
  passwords: PasswordHasher;
  sessions: SessionSigner;
  /** Relay-auth token lookups; invalidate an entry whenever a token is written. */
  tokenCache: TokenCache;
  /** tokens.accessed_time, coalesced: at most one write per token per minute, off the response path. */
  tokenAccess: TokenAccessRecorder;
  /** Relay-auth user lookups (status, role, group, setting); cleared by every /api/user write. */
  userCache: UserCache;
  /** Every server-side outbound fetch goes through this guard, so no request can reach private or metadata addresses unchecked. */
  egress: GuardedFetch;
  /** The same guard over the runtime's relay transport: relayed upstream calls only (answers may be lightweight Responses). */
  relayEgress: GuardedFetch;
  /** Batched usage-log writer (logs rows + used-quota counters + quota_data); flushed on shutdown. */
  usageLog: UsageLog;
  /** Relay channel selection in memory; invalidate it after every channel write. */
  routing: RoutingIndex;
  /** Automatic channel disable/enable from relay outcomes and channel tests. */
  channelHealth: ChannelHealth;
  /** Relay pricing (ModelPrice / ModelRatio / CompletionRatio / CacheRatio / GroupRatio), parsed once per option change. */
  prices: PriceTable;
  /** Claude and Gemini options applied to the provider context, parsed once per option change. */
  providerOptions: ProviderOptions;
  /** Outbound mail with the SMTP options (verification codes, reset links, email notices). */
  mail: MailService;
  /** Email verification codes and password-reset tokens (hashed, expiring, single use). */
  emailCodes: EmailCodes;
  /** Background delivery of notices (mail or signed webhook), retried with backoff. */
  notifications: NotificationQueue;
  /** One warning per dip of a user's balance below their threshold. */
  quotaWarnings: QuotaWarnings;
  /** Current unix time in seconds from the platform clock. */
  nowSeconds(): number;
}

/** How old in-memory options and routing may get before a background re-read (multi-instance deployments). */
const SHARED_STATE_REFRESH_MS = 10_000;

export function createGatewayServices(platform: Platform): GatewayServices {
  const nowSeconds = () => Math.floor(platform.clock.now() / 1000);
  // Without a change feed, other instances' option and channel changes arrive within this time.
  // keepAlive: on Workers a background re-read must finish inside a live request (its waitUntil).
  const refresh = {
    now: () => platform.clock.now(),
    refreshMs: SHARED_STATE_REFRESH_MS,
    keepAlive: (promise: Promise<unknown>) => platform.waitUntil(promise),
  };
  const logFailure = (what: string) => (error: unknown) => platform.logger.error(what, { error: error instanceof Error ? error.message : String(error) });
  // A fleet (REDIS_URL) learns of each other's writes at once; the refresh above stays the fallback.
  const shared = shareChanges(
    {
      options: createOptionStore(platform.db, refresh),
      tokenCache: createTokenCache(platform.db, platform.clock),
      userCache: createUserCache(platform.db, platform.clock),
      routing: createRoutingIndex(platform.db, Math.random, refresh),
    },
    platform.changeFeed,
    logFailure('re-reading options after another instance changed them failed'),
  );
  const { options, routing } = shared;
  const waitUntil = (promise: Promise<unknown>) => platform.waitUntil(promise);
  const egressOptions = {
    // One DNS lookup per host per 30 s, not per relayed request.
    resolve: platform.resolveHost
      ? cachedResolver(
          (host) => platform.resolveHost!(host),
          () => platform.clock.now(),
        )
      : undefined,
    workerUrl: () => options.get('WorkerUrl'),
    workerKey: () => options.get('WorkerValidKey'),
  };
  const transportFetch = platform.relayTransport?.fetch;
  // Channel proxies (setting.proxy) need the runtime's transport; without one they are refused, not skipped.
  const proxiedFetch =
    transportFetch !== undefined && platform.relayTransport?.supportsProxy === true
      ? (url: string, init: RequestInit, proxy: string) => transportFetch(url, init, proxy)
      : undefined;
  const egress = createEgressGuard({ ...egressOptions, fetch: (input, init) => platform.fetch(input, init), proxiedFetch });
  const mail = createMailService(platform.mail, options);
  const notifications = createNotificationQueue({
    deliver: (target, notification) => deliverNotification({ mail, egress, systemName: () => options.get('SystemName') }, target, notification),
    waitUntil,
    logger: platform.logger,
  });
  const quotaWarnings = createQuotaWarnings({ db: platform.db, options, queue: notifications, logger: platform.logger, nowSeconds });
  const channelAlerts = createChannelAlerts({ db: platform.db, queue: notifications, logger: platform.logger, nowSeconds });
  const usageLog = createUsageLog({
    db: platform.db,
    logger: platform.logger,
    logConsumeEnabled: () => options.getBoolean('LogConsumeEnabled'),
    // Rollups are written with each usage-log batch (ADR 0011), so they are never older than a batch;
    // DataExportInterval (new-api's flush period of its in-memory map) needs no timer here.
    dataExportEnabled: () => options.getBoolean('DataExportEnabled'),
    waitUntil: (promise) => platform.waitUntil(promise),
    // After the balances changed: look for users who just dropped below their warning threshold.
    onWritten: (userIds) => waitUntil(quotaWarnings.observe(userIds)),
  });
  platform.onShutdown(() => usageLog.flush());
  // The ids that make a retried usage batch apply once are only needed for a moment (ADR 0050).
  scheduleBatchIdPrune(platform, { db: platform.db, nowSeconds });
  // LogRetentionDays: hourly batched deletion of old usage logs (ADR 0042).
  scheduleLogRetention(platform, { db: platform.db, options, nowSeconds });
  // Responses API bookkeeping older than 30 days: hourly batched removal (ADR 0038).
  scheduleRelayResponsesCleanup(platform, { db: platform.db, nowSeconds });
  const tokenAccess = createTokenAccessRecorder({ db: platform.db, logger: platform.logger, waitUntil: (promise) => platform.waitUntil(promise) });
  platform.onShutdown(() => tokenAccess.flush());
  const relayFetch: typeof fetch =
    transportFetch === undefined ? (input, init) => platform.fetch(input, init) : (input, init) => transportFetch(String(input), init ?? {});
  return {
    platform,
    options,
    setup: createSetupState(platform.db),
    passwords: createPasswordHasher(platform.config.bcryptCost),
    sessions: createSessionSigner(platform.config.sessionSecret),
    tokenCache: shared.tokenCache,
    tokenAccess,
    userCache: shared.userCache,
    egress,
    relayEgress: createEgressGuard({ ...egressOptions, fetch: relayFetch, proxiedFetch }),
    usageLog,
    routing,
    channelHealth: createChannelHealth({
      db: platform.db,
      options,
      invalidateRouting: () => routing.invalidate(),
      now: () => platform.clock.now(),
      waitUntil,
      logger: platform.logger,
      onDisabled: (channelId, reason) => waitUntil(channelAlerts.channelDisabled(channelId, reason).catch(logFailure('channel notice failed'))),
    }),
    prices: createPriceTable(options),
    providerOptions: createProviderOptions(options),
    mail,
    emailCodes: createEmailCodes(platform.db, platform.config.sessionSecret, nowSeconds),
    notifications,
    quotaWarnings,
    nowSeconds,
  };
}
