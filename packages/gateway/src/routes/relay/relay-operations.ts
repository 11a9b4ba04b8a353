import { Hono } from 'hono';
import { tokenAuth, type RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { relayHandler } from './relay-handler.ts';

/** POST /v1/chat/completions, /v1/completions, /v1/embeddings, /v1/moderations, /v1/rerank and /v1/messages (Anthropic API; native or converted by the channel's adaptor): one path through routing, billing and the upstream. */
export function relayOperationRoutes(services: GatewayServices) {
  const authenticated = tokenAuth(services);
  return new Hono<RelayEnv>()
    .post('/chat/completions', authenticated, relayHandler(services, 'chat'))
    .post('/completions', authenticated, relayHandler(services, 'completions'))
    .post('/embeddings', authenticated, relayHandler(services, 'embeddings'))
    .post('/moderations', authenticated, relayHandler(services, 'moderations'))
    .post('/rerank', authenticated, relayHandler(services, 'rerank'))
    .post('/messages', authenticated, relayHandler(services, 'messages'));
}
