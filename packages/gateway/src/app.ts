import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './http/envelope.ts';
import { apiResponseHeaders } from './http/api-response-headers.ts';
import { consoleDocumentHeaders } from './http/console-security-headers.ts';
import { createErrorHandler, notFoundHandler } from './http/error-handler.ts';
import type { GatewayEnv } from './http/gateway-env.ts';
import { rateLimit } from './middleware/rate-limit/index.ts';
import { relayBodyLimit } from './middleware/relay-body-limit/index.ts';
import { relayCors } from './middleware/relay-cors/index.ts';
import { requestId } from './middleware/request-id/index.ts';
import { session } from './middleware/session/index.ts';
import type { Platform } from './platform/platform.ts';
import { apiRoutes } from './routes/api/index.ts';
import { healthRoutes } from './routes/health.ts';
import { dashboardBillingRoutes, relayRoutes } from './routes/relay/index.ts';
import { geminiNativeRoutes } from './routes/relay/gemini-native.ts';
import { googleErrorEnvelope } from './routes/relay/google-error-envelope.ts';
import { playgroundRoutes } from './routes/relay/playground.ts';
import { createGatewayServices, type GatewayServices } from './services/gateway-services.ts';

/** Console API bodies are small JSON documents; the largest are ratio maps of a few hundred KiB. */
export const API_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Builds the gateway: the console API under /api and (in later issues) the relay under /v1 and
 * /pg, on top of the runtime's `platform`. Paths outside `GATEWAY_PATH_PREFIXES` are left to the
 * host (a plain 404 here). Every answer carries `X-Oneapi-Request-Id`.
 */
export function createGatewayApp(platform: Platform) {
  return buildGatewayApp(platform, createGatewayServices(platform));
}

/** The gateway and what its host needs besides the app. */
export interface Gateway {
  app: GatewayApp;
  /**
   * Security headers for a console HTML document the host serves (Content-Security-Policy built from the
   * current options: Turnstile and Telegram origins only while enabled, the configured chat/home/about frames).
   */
  consoleDocumentHeaders(): Promise<Record<string, string>>;
}

/** Like {@link createGatewayApp}, for hosts that also serve the console (apps/server, later the Workers entry). */
export function createGateway(platform: Platform): Gateway {
  const services = createGatewayServices(platform);
  return {
    app: buildGatewayApp(platform, services),
    async consoleDocumentHeaders() {
      // An unreachable database must not take the console's documents down: the policy is then built from the
      // values held (the defaults before the first read), which only ever allow less.
      await services.options.ready().catch(() => {});
      return consoleDocumentHeaders(services.options.snapshot());
    },
  };
}

function buildGatewayApp(platform: Platform, services: GatewayServices) {
  // strict: false — "/api/option" and "/api/option/" are the same route (the console uses the
  // trailing slash, scripts often do not; new-api redirected one to the other).
  const app = new Hono<GatewayEnv>({ strict: false });

  app.use('*', requestId(platform.clock));
  // Google's clients read Google's error envelope: every refusal under /v1beta (body limit, 404s included), ADR 0048.
  app.use('/v1beta/*', googleErrorEnvelope());
  // Relay bodies: 32 MiB JSON, 64 MiB multipart, refused with an OpenAI-shaped 413 before authentication.
  // Browser clients call the API-key routes cross-origin; the cookie-authenticated console API stays same-origin.
  for (const prefix of ['/v1/*', '/v1beta/*', '/dashboard/*']) app.use(prefix, relayCors());
  for (const prefix of ['/v1/*', '/v1beta/*', '/pg/*']) app.use(prefix, relayBodyLimit());
  app.use(
    '/api/*',
    apiResponseHeaders(),
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: (context) => fail(context, 'The request body is too large', 413),
    }),
    rateLimit(platform, 'globalApi'),
    session(services.sessions, platform.clock),
    async (_context, next) => {
      await services.options.ready();
      await next();
    },
  );

  app.route('/healthz', healthRoutes(platform));
  const routes = app.route('/api', apiRoutes(services));
  // The relay: API-key auth instead of sessions.
  app.route('/v1', relayRoutes(services));
  // Gemini-native generateContent (Google's clients default to the v1beta path).
  app.route('/v1beta', geminiNativeRoutes(services));
  // The playground relays for a signed-in console user (session, not an API key).
  app.use('/pg/*', session(services.sessions, platform.clock), async (_context, next) => {
    await services.options.ready();
    await next();
  });
  app.route('/pg', playgroundRoutes(services));
  app.route('/', dashboardBillingRoutes(services));

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(platform.logger));
  return routes;
}

/** The typed app, for `hc<GatewayApp>()` clients. */
export type GatewayApp = ReturnType<typeof buildGatewayApp>;
