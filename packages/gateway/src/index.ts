/**
 * @gateway/gateway — the Hono app factory and the platform interface each runtime implements.
 * Runs on Node (apps/server) and workerd (workers/gateway); never imports node:* or cloudflare:*.
 */
export { createGateway, createGatewayApp, API_BODY_LIMIT_BYTES } from './app.ts';
export type { Gateway, GatewayApp } from './app.ts';
export { CONSOLE_COMMON_HEADERS } from './http/console-security-headers.ts';
export { SERVER_SHUTTING_DOWN, unavailableAnswer } from './http/unavailable-answer.ts';
export type { Unavailable } from './http/unavailable-answer.ts';
export { isConsoleAssetPath } from './http/console-asset-paths.ts';
export type { ApiRoutes } from './routes/api/index.ts';
export { GATEWAY_PATH_PREFIXES, isGatewayPath } from './routes/gateway-paths.ts';
export type {
  Platform,
  GatewayConfig,
  RateLimitConfig,
  RateLimitRule,
  DatabaseDialect,
  Logger,
  Clock,
  ShutdownHook,
} from './platform/platform.ts';
export type { RateLimiter, RateLimitDecision } from './platform/rate-limiter.ts';
export type { ChangeFeed, SharedChange } from './platform/change-feed.ts';
export { parseSharedChange } from './platform/change-feed.ts';
export type { MailSender, OutgoingMail, SmtpSettings } from './platform/mail-sender.ts';
export { createMemoryRateLimiter } from './platform/memory-rate-limiter.ts';
export { UPSTREAM_CHUNKS } from './platform/relay-transport.ts';
export { answerRunOf } from './platform/answer-runs.ts';
export type { RelayTransport, ClientSink } from './platform/relay-transport.ts';
export type { MemoryRateLimiterOptions } from './platform/memory-rate-limiter.ts';
export { REQUEST_ID_HEADER } from './middleware/request-id/index.ts';
export { USER_ID_HEADER } from './middleware/user-auth/index.ts';
export { SESSION_COOKIE } from './middleware/session/index.ts';
