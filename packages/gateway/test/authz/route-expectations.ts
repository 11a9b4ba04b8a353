import { wavFile } from '@gateway/test-upstream';
import type { MatrixRequest, RequestContext, RouteExpectation, RouteKey } from './route-table.ts';
import { OIDC_ISSUER_URL } from './matrix-network.ts';

/**
 * The one table of who may call what (ADR 0019). Every route the gateway registers has
 * exactly one row; authz-matrix.test.ts fails for a registered route without a row and for a row
 * without a route. A row says who may call the route, whose objects it may touch, and the valid
 * request an allowed caller sends. Adding a route = adding its row here.
 */

/** The tag of the world's channels (tag routes act on it). */
export const MATRIX_TAG = 'matrix';
/** The model of the world's Gemini channel. */
export const GEMINI_MODEL = 'gemini-2.5-flash';

// Valid bodies carry the optional fields too: the fuzz suites try hostile values in every field they find here.
const chat = {
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'be brief' },
    { role: 'user', content: 'hi' },
  ],
  temperature: 0.5,
  max_tokens: 16,
  stream: false,
  user: 'matrix',
};
const generate = { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 16, temperature: 0.5 } };
const tokenFields = {
  name: 'matrix-new',
  remain_quota: 1000,
  expired_time: -1,
  unlimited_quota: true,
  model_limits_enabled: false,
  model_limits: 'gpt-4o-mini',
  allow_ips: '',
  group: 'default',
};
const channelFields = {
  name: 'matrix-new',
  type: 1,
  key: 'sk-new-channel',
  base_url: 'http://127.0.0.1:9',
  models: 'gpt-4o-mini',
  group: 'default',
  model_mapping: '{"gpt-4o-mini":"gpt-4o-mini"}',
  param_override: '{}',
  test_model: 'gpt-4o-mini',
  priority: 1,
  weight: 1,
  tag: 'new',
};

const body = (value: unknown) => (): MatrixRequest => ({ body: value });
const withObject =
  (build: (context: RequestContext) => unknown) =>
  (context: RequestContext): MatrixRequest => ({ body: build(context) });

function audioUpload(): MatrixRequest {
  return {
    form: () => {
      const form = new FormData();
      form.set('model', 'whisper-1');
      form.set('file', new Blob([wavFile(2)], { type: 'audio/wav' }), 'clip.wav');
      return form;
    },
  };
}

const token = { resource: 'token', rule: 'owner' } as const;
const channel = { resource: 'channel', rule: 'any' } as const;
const redemption = { resource: 'redemption', rule: 'any' } as const;
const user = { resource: 'user', rule: 'rank' } as const;
const role = { resource: 'role', rule: 'grant' } as const;

const PASSWORD = 'password-123';
/** A whole notification setting (PUT /api/user/setting), by mail to an address of its own. */
const userSetting = {
  notify_type: 'email',
  quota_warning_threshold: 500000,
  webhook_url: '',
  webhook_secret: '',
  notification_email: 'matrix@example.com',
  accept_unset_model_ratio_model: false,
};

export const routeExpectations: Readonly<Record<RouteKey, RouteExpectation>> = {
  // Public console routes.
  'GET /api/status': { access: 'public' },
  'GET /healthz': { access: 'public', plainText: true },
  'GET /api/notice': { access: 'public' },
  'GET /api/about': { access: 'public' },
  'GET /api/home_page_content': { access: 'public' },
  // Visitors see the default group's prices; a session only changes whose groups are listed.
  'GET /api/pricing': { access: 'public' },
  'GET /api/setup': { access: 'public' },
  // The world is set up already: anyone may ask, nobody may set up twice.
  'POST /api/setup': { access: 'public', request: body({ username: 'intruder', password: PASSWORD, confirmPassword: PASSWORD }), allowed: [409] },
  'POST /api/user/login': { access: 'public', request: (context) => ({ body: context.login }) },
  'GET /api/user/logout': { access: 'public' },
  'POST /api/user/register': { access: 'public', request: (context) => ({ body: { username: `r${context.unique}`, password: PASSWORD } }) },
  // Accounts by email: codes and reset links go to the harness's in-memory outbox.
  'GET /api/verification': { access: 'public', request: (context) => ({ query: { email: `v${context.unique}@example.com` } }) },
  'GET /api/reset_password': { access: 'public', request: (context) => ({ query: { email: `r${context.unique}@example.com` } }) },
  // A reset token only arrives by mail (account-email.test.ts): a made-up one is refused.
  'POST /api/user/reset': { access: 'public', request: body({ email: 'nobody@example.com', token: 'f'.repeat(32) }), allowed: [400] },
  // Epay's server-to-server notification: the signature is the authentication; an unsigned one answers 'fail' and credits nothing.
  'GET /api/user/epay/notify': { access: 'public', plainText: true, request: () => ({ query: { out_trade_no: 'USR1NOabc', trade_status: 'TRADE_SUCCESS' } }) },

  // The signed-in user's own things.
  'GET /api/user/self': { access: 'user' },
  'GET /api/user/models': { access: 'user' },
  // new-api's map of channel type to model names (API-OPT-004): any signed-in user, like new-api's UserAuth.
  'GET /api/models': { access: 'user' },
  'GET /api/user/self/groups': { access: 'user' },
  'PUT /api/user/self': { access: 'user', request: body({ display_name: 'matrix', password: '', original_password: '' }) },
  // Everyone deletes their own account, except the super admin, as in new-api.
  'DELETE /api/user/self': { access: 'user', refusedFor: { root: { status: 403, why: 'the super admin account cannot be deleted' } } },
  'GET /api/user/token': { access: 'user' },
  'GET /api/user/aff': { access: 'user' },
  'POST /api/user/aff_transfer': { access: 'user', request: body({ quota: 500000 }) },
  'PUT /api/user/setting': { access: 'user', request: body(userSetting) },
  // The test notice is sent at once; a webhook that cannot be reached answers 502 with the reason.
  'POST /api/user/setting/test': { access: 'user', request: body(userSetting), allowed: [200, 502] },
  // A code only arrives by mail: a made-up one is refused.
  'GET /api/oauth/email/bind': { access: 'user', request: () => ({ query: { email: 'bind@example.com', code: 'ABCDEF' } }), allowed: [400] },
  'GET /api/token': { access: 'user' },
  'GET /api/token/search': { access: 'user', request: () => ({ query: { keyword: 'matrix' } }) },
  'GET /api/token/:id{[0-9]+}': { access: 'user', object: token },
  'POST /api/token': { access: 'user', request: body({ ...tokenFields, count: 1 }) },
  'PUT /api/token': { access: 'user', object: token, request: withObject(({ object }) => ({ ...tokenFields, id: object.id, name: 'matrix-renamed' })) },
  'DELETE /api/token/:id{[0-9]+}': { access: 'user', object: token },
  'POST /api/user/topup': { access: 'user', object: redemption, request: withObject(({ object }) => ({ key: object.key })) },
  'POST /api/user/amount': { access: 'user', request: body({ amount: 10, top_up_code: '' }) },
  'POST /api/user/pay': { access: 'user', request: body({ amount: 10, payment_method: 'zfb', top_up_code: '' }) },
  'GET /api/log/self': { access: 'user' },
  'GET /api/log/self/stat': { access: 'user' },
  'GET /api/log/self/export': { access: 'user' },
  'GET /api/data/self': { access: 'user', request: () => ({ query: { start_timestamp: '1000', end_timestamp: '90000', granularity: 'day' } }) },
  'POST /pg/chat/completions': { access: 'user', request: body({ ...chat, group: 'default' }) },

  // User management.
  'GET /api/user': { access: 'admin' },
  'GET /api/user/search': { access: 'admin', request: () => ({ query: { keyword: 'matrix' } }) },
  'GET /api/user/:id{[0-9]+}': { access: 'admin', object: user },
  'POST /api/user': {
    access: 'admin',
    object: role,
    request: (context) => ({ body: { username: `n${context.unique}`, display_name: 'new', password: PASSWORD, role: context.object.role } }),
  },
  'PUT /api/user': {
    access: 'admin',
    object: user,
    request: withObject(({ object }) => ({
      id: object.id,
      username: object.username,
      display_name: 'edited',
      password: '',
      group: 'default',
      quota: 5,
      role: object.role,
    })),
  },
  // 'enable' is allowed on every target, so an allowed call succeeds whatever the target's role.
  'POST /api/user/manage': { access: 'admin', object: user, request: withObject(({ object }) => ({ id: object.id, action: 'enable' })) },
  'GET /api/group': { access: 'admin' },

  // Channels (admin resources: any admin acts on any channel).
  'GET /api/channel': { access: 'admin' },
  'GET /api/channel/search': { access: 'admin', request: () => ({ query: { keyword: 'matrix' } }) },
  'GET /api/channel/models': { access: 'admin' },
  'GET /api/channel/models_enabled': { access: 'admin' },
  'GET /api/channel/:id{[0-9]+}': { access: 'admin', object: channel },
  'POST /api/channel': { access: 'admin', request: body({ mode: 'single', channel: channelFields }) },
  'PUT /api/channel': {
    access: 'admin',
    object: channel,
    request: withObject(({ object }) => ({ ...channelFields, id: object.id, key: '', name: 'matrix-renamed' })),
  },
  'DELETE /api/channel/disabled': { access: 'admin' },
  'DELETE /api/channel/:id{[0-9]+}': { access: 'admin', object: channel },
  'POST /api/channel/batch': { access: 'admin', object: channel, request: withObject(({ object }) => ({ ids: [object.id] })) },
  'POST /api/channel/batch/tag': { access: 'admin', object: channel, request: withObject(({ object }) => ({ ids: [object.id], tag: 'retagged' })) },
  'PUT /api/channel/tag': {
    access: 'admin',
    request: body({ tag: MATRIX_TAG, new_tag: MATRIX_TAG, priority: 3, weight: 2, model_mapping: '{}', models: 'gpt-4o-mini', groups: 'default' }),
  },
  'POST /api/channel/tag/enabled': { access: 'admin', request: body({ tag: MATRIX_TAG }) },
  'POST /api/channel/tag/disabled': { access: 'admin', request: body({ tag: MATRIX_TAG }) },
  'POST /api/channel/fix': { access: 'admin' },
  'POST /api/channel/copy/:id{[0-9]+}': { access: 'admin', object: channel },
  'POST /api/channel/fetch_models': { access: 'admin', request: body({ base_url: 'http://127.0.0.1:9', type: 1, key: 'sk-fetch' }) },
  'GET /api/channel/fetch_models/:id{[0-9]+}': { access: 'admin', object: channel },
  'GET /api/channel/test': { access: 'admin' },
  'GET /api/channel/test/progress': { access: 'admin' },
  'GET /api/channel/test/:id{[0-9]+}': { access: 'admin', object: channel },
  'GET /api/channel/update_balance': { access: 'admin' },
  'GET /api/channel/update_balance/:id{[0-9]+}': { access: 'admin', object: channel },

  // Redemption codes (any admin manages every code).
  'GET /api/redemption': { access: 'admin' },
  'GET /api/redemption/search': { access: 'admin', request: () => ({ query: { keyword: 'matrix' } }) },
  'GET /api/redemption/:id{[0-9]+}': { access: 'admin', object: redemption },
  'POST /api/redemption': { access: 'admin', request: body({ name: 'matrix-new', quota: 1000, count: 1 }) },
  'PUT /api/redemption': { access: 'admin', object: redemption, request: withObject(({ object }) => ({ id: object.id, name: 'renamed', quota: 2000 })) },
  'DELETE /api/redemption/:id{[0-9]+}': { access: 'admin', object: redemption },

  // Usage logs of everyone.
  'GET /api/log': { access: 'admin' },
  'GET /api/log/stat': { access: 'admin' },
  'GET /api/log/export': { access: 'admin' },
  'GET /api/data': {
    access: 'admin',
    request: () => ({ query: { start_timestamp: '1000', end_timestamp: '90000', granularity: 'hour', username: 'matrix', group_by: 'user' } }),
  },
  'DELETE /api/log': { access: 'admin', request: () => ({ query: { target_timestamp: '1000' } }) },

  // Settings.
  'GET /api/option': { access: 'root' },
  'PUT /api/option': { access: 'root', request: body({ key: 'Notice', value: 'matrix notice' }) },
  'POST /api/option/rest_model_ratio': { access: 'root' },
  'GET /api/option/secrets': { access: 'root' },
  // The discovery document comes from the matrix network's fake; a fuzzed URL that answers nothing is a 502.
  'POST /api/option/oidc_discovery': {
    access: 'root',
    request: body({ well_known: `${OIDC_ISSUER_URL}/.well-known/openid-configuration` }),
    allowed: [200, 502],
  },
  // The release API is on the internet, which the tests never reach: the check fails gracefully (SET-078).
  'GET /api/option/latest_release': { access: 'root', allowed: [502] },

  // The relay: API keys only, never a console session.
  'GET /v1/models': { access: 'token' },
  'GET /v1/models/:model{.+}': { access: 'token', params: { model: 'gpt-4o-mini' } },
  'POST /v1/chat/completions': { access: 'token', request: body(chat) },
  'POST /v1/completions': { access: 'token', request: body({ model: 'gpt-4o-mini', prompt: 'hi', max_tokens: 16 }) },
  'POST /v1/embeddings': { access: 'token', request: body({ model: 'text-embedding-3-small', input: 'hi' }) },
  'POST /v1/moderations': { access: 'token', request: body({ model: 'text-moderation-stable', input: ['hi', 'there'] }) },
  'POST /v1/rerank': { access: 'token', request: body({ model: 'rerank-1', query: 'hi', documents: ['a', 'b'], top_n: 1 }) },
  'POST /v1/messages': {
    access: 'token',
    request: body({
      model: 'gpt-4o-mini',
      system: 'be brief',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      max_tokens: 64,
      stream: false,
    }),
  },
  'POST /v1/messages/count_tokens': {
    access: 'token',
    request: body({ model: 'gpt-4o-mini', system: 'be brief', messages: [{ role: 'user', content: 'hi' }] }),
  },
  'POST /v1/responses': { access: 'token', request: body({ model: 'gpt-4o-mini', input: 'hi', max_output_tokens: 16 }) },
  // Follow-ups of a response, for its owner only: an id the caller did not create is 404 (ADR 0035).
  'GET /v1/responses/:id': { access: 'token', allowed: [404] },
  'DELETE /v1/responses/:id': { access: 'token', allowed: [404] },
  'POST /v1/responses/:id/cancel': { access: 'token', allowed: [404] },
  'GET /v1/responses/:id/input_items': { access: 'token', allowed: [404] },
  'POST /v1/images/generations': { access: 'token', request: body({ model: 'dall-e-2', prompt: 'a fox', n: 1, size: '256x256' }) },
  'POST /v1/audio/speech': { access: 'token', request: body({ model: 'tts-1', input: 'hi', voice: 'alloy' }) },
  'POST /v1/audio/transcriptions': { access: 'token', request: audioUpload },
  'POST /v1/audio/translations': { access: 'token', request: audioUpload },
  // Not served by the gateway: a 501 after authentication.
  'POST /v1/images/edits': { access: 'token', allowed: [501] },
  'POST /v1/images/variations': { access: 'token', allowed: [501] },
  'POST /v1/models/:target{[^/]+:generateContent}': { access: 'token', params: { target: `${GEMINI_MODEL}:generateContent` }, request: body(generate) },
  'POST /v1/models/:target{[^/]+:streamGenerateContent}': {
    access: 'token',
    params: { target: `${GEMINI_MODEL}:streamGenerateContent` },
    request: body(generate),
  },
  'POST /v1beta/models/:target{[^/]+:generateContent}': { access: 'token', params: { target: `${GEMINI_MODEL}:generateContent` }, request: body(generate) },
  'POST /v1beta/models/:target{[^/]+:streamGenerateContent}': {
    access: 'token',
    params: { target: `${GEMINI_MODEL}:streamGenerateContent` },
    request: body(generate),
  },
  'POST /v1/models/:target{[^/]+:countTokens}': {
    access: 'token',
    params: { target: `${GEMINI_MODEL}:countTokens` },
    request: body({ contents: generate.contents }),
  },
  'POST /v1beta/models/:target{[^/]+:countTokens}': {
    access: 'token',
    params: { target: `${GEMINI_MODEL}:countTokens` },
    request: body({ contents: generate.contents }),
  },
  'GET /v1/dashboard/billing/subscription': { access: 'token' },
  'GET /v1/dashboard/billing/usage': { access: 'token' },
  'GET /dashboard/billing/subscription': { access: 'token' },
  'GET /dashboard/billing/usage': { access: 'token' },
};
