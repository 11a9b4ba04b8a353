import { Hono, type Context } from 'hono';
import { modelRateLimit } from '../../middleware/model-rate-limit/index.ts';
import { tokenAuth, type RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { parseGeminiNativeRequest } from './gemini-native-request.ts';
import { relayHandler } from './relay-handler.ts';
import { geminiCountTokensHandler } from './gemini-count-tokens.ts';
import { googleErrorEnvelope } from './google-error-envelope.ts';

const GENERATE = ':generateContent';
const STREAM = ':streamGenerateContent';
const COUNT = ':countTokens';

/**
 * Google's clients send the key as `x-goog-api-key` or `?key=`; accepted on these routes only (every
 * other relay route reads Bearer), and before Bearer, which these routes accept too.
 */
function geminiKey(context: Context<RelayEnv>): string | undefined {
  return context.req.header('x-goog-api-key')?.trim() || context.req.query('key')?.trim() || undefined;
}

/** The `:model` param holds `<model>:<action>` (Hono cannot end a param at a literal colon). */
function modelOf(context: Context<RelayEnv>, action: string): string {
  const target = context.req.param('target') ?? '';
  return target.endsWith(action) ? target.slice(0, -action.length) : target;
}

/**
 * Gemini-native routes, relative to /v1beta (and /v1): `POST /models/{model}:generateContent` and
 * `:streamGenerateContent`, relayed natively to Gemini channels (type 24) and converted to chat for
 * OpenAI-format and Anthropic channels, through the same routing, billing and logging as every relay
 * operation; `:countTokens` (never billed) counted by Gemini channels or estimated. Errors answer in Google's
 * envelope (ADR 0048), here for the /v1 mount too (app.ts wraps all of /v1beta).
 */
export function geminiNativeRoutes(services: GatewayServices) {
  const authenticated = tokenAuth(services, geminiKey);
  const limited = modelRateLimit(services);
  const google = googleErrorEnvelope();
  const generate = relayHandler(services, 'generateContent', { parse: (text, context) => parseGeminiNativeRequest(text, modelOf(context, GENERATE), false) });
  const stream = relayHandler(services, 'generateContent', { parse: (text, context) => parseGeminiNativeRequest(text, modelOf(context, STREAM), true) });
  return (
    new Hono<RelayEnv>()
      .post(`/models/:target{[^/]+${GENERATE}}`, google, authenticated, limited, generate)
      .post(`/models/:target{[^/]+${STREAM}}`, google, authenticated, limited, stream)
      // Not rate limited like generation: nothing is generated or billed (as /v1/messages/count_tokens).
      .post(
        `/models/:target{[^/]+${COUNT}}`,
        google,
        authenticated,
        geminiCountTokensHandler(services, (context) => modelOf(context, COUNT)),
      )
  );
}
