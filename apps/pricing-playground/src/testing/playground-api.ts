/**
 * The API a playground page test talks to: status, one enabled token (or none), the user's groups
 * and models, the pricing list, and POST /pg/chat/completions answered by a stream the test writes
 * (`streams[n]` is the n-th request's answer, ended when the request is aborted).
 */
import { chatChunk, sseStream, usageChunk, type SseStream } from '@gateway/console-testing/sse-stream';
import { baseStatus, stubApi } from './render-page.tsx';

export { chatChunk, usageChunk };

export const groups = { vip: { desc: 'VIP', ratio: 2 }, default: { desc: 'Default', ratio: 1 } };
export const models = ['gpt-4o', 'gpt-4o-mini', 'claude-3-haiku'];
/** gpt-4o-mini at model ratio 15, completion ratio 2: 5 prompt + 2 completion tokens in the default group cost (5 + 2 × 2) × 15 = 135 quota. */
export const pricing = [
  { model_name: 'gpt-4o-mini', quota_type: 0, model_ratio: 15, completion_ratio: 2, model_price: 0, enable_groups: ['default'], owner_by: '', cache_ratio: 1 },
];

const token = (status: number) => ({
  id: 1,
  user_id: 2,
  key: 'k1',
  status,
  name: 't',
  created_time: 0,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 0,
  unlimited_quota: true,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 0,
  group: '',
});

export function stubPlaygroundApi({
  tokenStatus = 1,
  userGroups = groups,
}: {
  tokenStatus?: number;
  userGroups?: Record<string, { desc: string; ratio: number }>;
} = {}) {
  const streams: SseStream[] = [];
  const api = stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/token/': { data: { items: [token(tokenStatus)], page: 0, page_size: 100, total: 1 } },
    'GET /api/user/self/groups': { data: userGroups },
    'GET /api/user/models': { data: models },
    'GET /api/pricing': {
      data: pricing,
      extra: { group_ratio: { default: 1, vip: 2 }, usable_group: { default: 'Default', vip: 'VIP' }, user_group: 'default' },
    },
    'POST /pg/chat/completions': (call) => {
      const stream = sseStream();
      stream.abortWith(call.signal);
      streams.push(stream);
      return { response: stream.response };
    },
  });
  return { ...api, streams, chats: () => api.callsTo('POST', '/pg/chat/completions') };
}
