import { channelTypeByValue, messages, splitChannelList } from '@gateway/domain';
import { isEgressRefused, isRedirectRefused, type GuardedFetch } from './egress/index.ts';
import { refuse, succeed, upstreamFailed, type ChannelOutcome } from './channel-outcome.ts';

/** How long one upstream call of the channel page may take. */
export const UPSTREAM_TIMEOUT_MS = 20_000;

/** The upstream a channel talks to: its base URL or its type's default, and its first key. */
export interface UpstreamTarget {
  type: number;
  baseUrl: string;
  key: string;
  /** The channel's `setting.proxy`; tests, model lists and balances go the way relayed requests go. */
  proxy?: string;
}

/** `setting.proxy` of a channel row ('' when unset or the setting is not JSON). */
function channelProxy(setting: string | null | undefined): string {
  if (setting === null || setting === undefined || setting === '') return '';
  try {
    const proxy = (JSON.parse(setting) as { proxy?: unknown }).proxy;
    return typeof proxy === 'string' ? proxy.trim() : '';
  } catch {
    return '';
  }
}

/** Midjourney Proxy, Midjourney Proxy Plus and Suno speak task protocols, not chat, so a chat test means nothing for them. */
const UNTESTABLE_TYPES = new Set([2, 5, 36]);
const GEMINI = 24;

export function upstreamTarget(channel: { type: number; base_url: string | null; key: string; setting?: string | null }): ChannelOutcome<UpstreamTarget> {
  const baseUrl = (channel.base_url || channelTypeByValue(channel.type)?.defaultBaseUrl || '').replace(/\/+$/, '');
  if (baseUrl === '') return refuse(messages.channelBaseUrlRequired);
  // Several keys, one per line: the first stands for the channel in admin calls.
  const key =
    channel.key
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? '';
  return succeed({ type: channel.type, baseUrl, key, proxy: channelProxy(channel.setting) });
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'the upstream did not answer in time';
  return error instanceof Error ? error.message : String(error);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The upstream's own error text, when it sent the OpenAI error shape. */
function upstreamError(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return undefined;
}

async function getJson(egress: GuardedFetch, url: string, key: string, proxy?: string): Promise<{ status: number; body: unknown }> {
  const response = await egress(
    url,
    { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) },
    { purpose: 'admin-configured', proxy },
  );
  return { status: response.status, body: await readJson(response) };
}

/** GET <base>/v1/models (Gemini: /v1beta/openai/models) with the channel's key (API-CH-009, API-CH-010). */
export async function fetchUpstreamModels(egress: GuardedFetch, target: UpstreamTarget): Promise<ChannelOutcome<string[]>> {
  const path = target.type === GEMINI ? '/v1beta/openai/models' : '/v1/models';
  try {
    const { status, body } = await getJson(egress, `${target.baseUrl}${path}`, target.key, target.proxy);
    const data = (body as { data?: unknown } | undefined)?.data;
    if (status !== 200 || !Array.isArray(data)) return refuse(messages.fetchModelsFailed);
    const ids = data.flatMap((model: unknown) => {
      const id = (model as { id?: unknown } | null)?.id;
      return typeof id === 'string' && id !== '' ? [id.replace(/^models\//, '')] : [];
    });
    return succeed([...new Set(ids)]);
  } catch (error) {
    // The guard's refusal (an address, a redirect it will not follow) says more than "failed".
    return refuse(isEgressRefused(error) || isRedirectRefused(error) ? error.message : messages.fetchModelsFailed);
  }
}

/** The model a test uses: the one asked for, else the channel's test model, else its first model. */
export function pickTestModel(channel: { models: string; test_model: string | null }, requested: string | undefined): string | undefined {
  if (requested !== undefined && requested.trim() !== '') return requested.trim();
  if (channel.test_model !== null && channel.test_model.trim() !== '') return channel.test_model.trim();
  return splitChannelList(channel.models)[0];
}

/**
 * One tiny request to the channel (API-CH-013): "hi" with max_tokens 10, or an embedding for
 * embedding models. Answers the elapsed milliseconds; an upstream error becomes its message.
 */
export async function testUpstream(egress: GuardedFetch, target: UpstreamTarget, model: string, now: () => number): Promise<ChannelOutcome<number>> {
  if (UNTESTABLE_TYPES.has(target.type)) return refuse(messages.channelTypeNotTestable);
  const embedding = /embedding|bge-|m3e/i.test(model);
  const url = `${target.baseUrl}${embedding ? '/v1/embeddings' : '/v1/chat/completions'}`;
  const payload = embedding ? { model, input: 'hi' } : { model, messages: [{ role: 'user', content: 'hi' }], max_tokens: 10, stream: false };
  const started = now();
  try {
    const response = await egress(
      url,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${target.key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      },
      { purpose: 'admin-configured', proxy: target.proxy },
    );
    const body = await readJson(response);
    const elapsed = Math.max(1, now() - started);
    const error = upstreamError(body);
    if (response.status !== 200 || error !== undefined || body === undefined) {
      return upstreamFailed(`upstream answered ${response.status}${error === undefined ? '' : `: ${error}`}`, response.status);
    }
    return succeed(elapsed);
  } catch (error) {
    // The egress guard refusing the URL is the admin's configuration, not an upstream failure;
    // a redirect it would not follow is the upstream's answer (recorded with its status).
    if (isEgressRefused(error)) return refuse(error.message);
    return upstreamFailed(describeFailure(error), isRedirectRefused(error) ? error.status : 0);
  }
}
