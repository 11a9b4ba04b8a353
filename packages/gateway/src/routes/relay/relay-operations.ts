import { Hono } from 'hono';
import { modelRateLimit } from '../../middleware/model-rate-limit/index.ts';
import { tokenAuth, type RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { relayHandler } from './relay-handler.ts';
import { notImplemented } from './not-implemented.ts';
import { countTokensHandler } from './count-tokens.ts';
import { responseFollowUp } from './responses-follow-up.ts';
import { prepareResponsesRequest } from './responses-conversation.ts';

/** POST /v1/chat/completions, /v1/completions, /v1/embeddings, /v1/moderations, /v1/rerank, /v1/messages (Anthropic API; native or converted by the channel's adaptor) and its count_tokens, /v1/responses (OpenAI Responses API, native on OpenAI channels), /v1/images/generations and /v1/audio/*: one path through routing, billing and the upstream. */
export function relayOperationRoutes(services: GatewayServices) {
  const authenticated = tokenAuth(services);
  // ModelRequestRateLimit after token auth on every operation route, as new-api orders them.
  const limited = modelRateLimit(services);
  return (
    new Hono<RelayEnv>()
      .post('/chat/completions', authenticated, limited, relayHandler(services, 'chat'))
      .post('/completions', authenticated, limited, relayHandler(services, 'completions'))
      .post('/embeddings', authenticated, limited, relayHandler(services, 'embeddings'))
      .post('/moderations', authenticated, limited, relayHandler(services, 'moderations'))
      .post('/rerank', authenticated, limited, relayHandler(services, 'rerank'))
      .post('/messages', authenticated, limited, relayHandler(services, 'messages'))
      // Not rate limited like generation: agents count before every turn, and nothing is billed (ADR 0035).
      .post('/messages/count_tokens', authenticated, countTokensHandler(services))
      // previous_response_id: a converted conversation rebuilt, a native one pinned to its channel (ADR 0038).
      .post(
        '/responses',
        authenticated,
        limited,
        relayHandler(services, 'responses', { prepare: (context, request) => prepareResponsesRequest(services, context, request) }),
      )
      // Follow-ups go to the channel that created the response, for its owner only (ADR 0035); not billed.
      .get('/responses/:id', authenticated, responseFollowUp(services, 'GET', ''))
      .delete('/responses/:id', authenticated, responseFollowUp(services, 'DELETE', ''))
      .post('/responses/:id/cancel', authenticated, responseFollowUp(services, 'POST', '/cancel'))
      .get('/responses/:id/input_items', authenticated, responseFollowUp(services, 'GET', '/input_items'))
      .post('/images/generations', authenticated, limited, relayHandler(services, 'images'))
      .post('/audio/speech', authenticated, limited, relayHandler(services, 'audioSpeech'))
      .post('/audio/transcriptions', authenticated, limited, relayHandler(services, 'audioTranscription'))
      .post('/audio/translations', authenticated, limited, relayHandler(services, 'audioTranslation'))
      .post('/images/edits', authenticated, notImplemented)
      .post('/images/variations', authenticated, notImplemented)
  );
}
