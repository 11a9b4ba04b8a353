import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, waitForLogs, type FreshWorld, type RelayWorld, type WorldSettings } from './relay-support.ts';
import { errorReason, violatedField, type GoogleError } from './support/google-error.ts';
import { GEMINI_UPSTREAM_URL, tokenKey, vendorRequests, vendorWorldSettings } from './vendor-upstream-support.ts';

/**
 * ADR 0048: every refusal on the Gemini-native routes answers in Google's error envelope
 * (`{ error: { code, message, status, details } }`, code = the HTTP status), which @google/genai raises as its
 * ApiError and Gemini CLI classifies (404 → model not found, 429 → quota, RetryInfo → its wait).
 */
const GEMINI = 'gemini-2.5-pro';
/** Priced, served by no channel. */
const ORPHAN = 'gemini-orphan';
const PRICES = { ModelRatio: JSON.stringify({ [GEMINI]: 1, [ORPHAN]: 1, 'gemini-failing': 1 }), CompletionRatio: JSON.stringify({ [GEMINI]: 4 }) };
const QUOTA = 1_000_000;
const TOKEN_QUOTA = 500_000;
const contents = [{ role: 'user', parts: [{ text: 'hi' }] }];
const ROUTES = [':generateContent', ':streamGenerateContent?alt=sse', ':countTokens'] as const;

/** The response must be Google's envelope with `status` / `name`; answers the body for further checks. */
async function expectGoogleError(response: Response, status: number, name: string, reason?: string): Promise<GoogleError> {
  const body = (await response.json()) as GoogleError;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(body.error.code).toBe(status);
  expect(body.error.status).toBe(name);
  expect(body.error.message).not.toBe('');
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message', 'status']);
  if (reason !== undefined) expect(errorReason(body)).toBe(reason);
  return body;
}

describeEachDialect("relay: Gemini-native routes answer errors in Google's envelope (ADR 0048)", (getDb, dialect) => {
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world, build } = fresh), vendorWorldSettings({ quota: QUOTA, tokenQuota: TOKEN_QUOTA, options: PRICES }));
  beforeEach(addGeminiChannel);

  async function addGeminiChannel(): Promise<void> {
    await addChannel(getDb(), { type: 24, key: 'AIza-upstream', base_url: GEMINI_UPSTREAM_URL, models: GEMINI });
  }

  /** The world made again (tables cleared) with other balances or options over PRICES, and its Gemini channel. */
  async function rebuildWith(settings: Pick<WorldSettings, 'quota' | 'tokenQuota' | 'options'>): Promise<void> {
    world = await build(vendorWorldSettings({ quota: QUOTA, tokenQuota: TOKEN_QUOTA, ...settings, options: { ...PRICES, ...settings.options } }));
    await addGeminiChannel();
  }

  function post(path: string, body: unknown, headers: Record<string, string> = { 'x-goog-api-key': tokenKey(world) }): Promise<Response> {
    return world.harness.request(path, { body, headers, userId: null });
  }

  /** Nothing reserved, billed, logged or sent upstream. */
  async function nothingChanged(): Promise<void> {
    const after = await balances(getDb(), world);
    expect([after.quota, after.usedQuota, after.logs.length]).toEqual([QUOTA, 0, 0]);
    expect(vendorRequests).toHaveLength(0);
  }

  it("auth failures: no key and an unknown key → 401 UNAUTHENTICATED, a model outside the token's limits → 403 PERMISSION_DENIED, on every route", async () => {
    await getDb().updateTable('tokens').set({ model_limits_enabled: 1, model_limits: 'gemini-other' }).where('id', '=', world.tokenId).execute();
    for (const route of ROUTES) {
      await expectGoogleError(await post(`/v1beta/models/${GEMINI}${route}`, { contents }, {}), 401, 'UNAUTHENTICATED', 'NO_TOKEN');
      await expectGoogleError(
        await post(`/v1beta/models/${GEMINI}${route}`, { contents }, { 'x-goog-api-key': 'sk-wrong' }),
        401,
        'UNAUTHENTICATED',
        'INVALID_TOKEN',
      );
      await expectGoogleError(await post(`/v1beta/models/${GEMINI}${route}`, { contents }), 403, 'PERMISSION_DENIED', 'MODEL_NOT_ALLOWED');
    }
    // The same routes mounted under /v1 (Google's clients configured for apiVersion v1).
    await expectGoogleError(await post(`/v1/models/${GEMINI}:generateContent?key=sk-wrong`, { contents }, {}), 401, 'UNAUTHENTICATED');
    await nothingChanged();
  });

  it('bad bodies: not JSON, not an object, no contents, maxOutputTokens out of range → 400 INVALID_ARGUMENT, nothing billed', async () => {
    for (const route of ROUTES) {
      const notJson = await world.harness.request(`/v1beta/models/${GEMINI}${route}`, {
        method: 'POST',
        body: '{"contents": [',
        headers: { 'x-goog-api-key': tokenKey(world), 'content-type': 'application/json' },
        userId: null,
      });
      await expectGoogleError(notJson, 400, 'INVALID_ARGUMENT', 'INVALID_REQUEST');
      await expectGoogleError(await post(`/v1beta/models/${GEMINI}${route}`, [contents]), 400, 'INVALID_ARGUMENT');
      const missing = await expectGoogleError(await post(`/v1beta/models/${GEMINI}${route}`, { generationConfig: {} }), 400, 'INVALID_ARGUMENT');
      expect(missing.error.message).toMatch(/^contents is required/);
      expect(violatedField(missing)).toBe('contents');
    }
    const tooLarge = await expectGoogleError(
      await post(`/v1beta/models/${GEMINI}:generateContent`, { contents, generationConfig: { maxOutputTokens: 2 ** 40 } }),
      400,
      'INVALID_ARGUMENT',
    );
    expect(violatedField(tooLarge)).toBe('generationConfig.maxOutputTokens');
    await nothingChanged();
  });

  it('unknown models: unpriced, and priced but served by no channel → 404 NOT_FOUND (not a retryable 503); an unknown path under /v1beta → 404 NOT_FOUND', async () => {
    for (const route of ROUTES) {
      await expectGoogleError(await post(`/v1beta/models/gemini-unknown${route}`, { contents }), 404, 'NOT_FOUND', 'MODEL_PRICE_NOT_SET');
    }
    await expectGoogleError(await post(`/v1beta/models/${ORPHAN}:generateContent`, { contents }), 404, 'NOT_FOUND', 'MODEL_NOT_FOUND');
    await expectGoogleError(await post(`/v1beta/models/${ORPHAN}:streamGenerateContent?alt=sse`, { contents }), 404, 'NOT_FOUND', 'MODEL_NOT_FOUND');
    await expectGoogleError(await post(`/v1beta/models/${GEMINI}:embedContentSomething`, { contents }), 404, 'NOT_FOUND');
    expect(vendorRequests).toHaveLength(0);
    // The two routed refusals write their error rows (the reservation refunded with them), but take no money.
    await waitForLogs(getDb(), world, 2);
    const after = await balances(getDb(), world);
    expect([after.quota, after.consumed]).toEqual([QUOTA, 0]);
  });

  it('quota exhaustion: a balance too small for the reservation, and a spent token → 429 RESOURCE_EXHAUSTED, nothing billed or sent', async () => {
    await rebuildWith({ quota: 10 });
    const generation = { contents, generationConfig: { maxOutputTokens: 1000 } };
    await expectGoogleError(await post(`/v1beta/models/${GEMINI}:generateContent`, generation), 429, 'RESOURCE_EXHAUSTED', 'INSUFFICIENT_USER_QUOTA');
    await expectGoogleError(
      await post(`/v1beta/models/${GEMINI}:streamGenerateContent?alt=sse`, generation),
      429,
      'RESOURCE_EXHAUSTED',
      'INSUFFICIENT_USER_QUOTA',
    );
    const after = await balances(getDb(), world);
    expect([after.quota, after.usedQuota, after.consumed, after.logs.length]).toEqual([10, 0, 0, 0]);

    await rebuildWith({ tokenQuota: 0 });
    for (const route of ROUTES) {
      const spent = await expectGoogleError(await post(`/v1beta/models/${GEMINI}${route}`, generation), 429, 'RESOURCE_EXHAUSTED', 'TOKEN_EXHAUSTED');
      expect(spent.error.message).toMatch(/quota/i);
    }
    await nothingChanged();
  });

  it('rate limit: the model request limit → 429 RESOURCE_EXHAUSTED with RetryInfo = Retry-After (the wait Gemini CLI takes)', async () => {
    await rebuildWith({ options: { ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '1', ModelRequestRateLimitDurationMinutes: '1' } });
    expect((await post(`/v1beta/models/${GEMINI}:generateContent`, { contents })).status).toBe(200);
    const refused = await post(`/v1beta/models/${GEMINI}:streamGenerateContent?alt=sse`, { contents });
    const retryAfter = refused.headers.get('retry-after');
    const body = await expectGoogleError(refused, 429, 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED');
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(body.error.details).toContainEqual({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter}s` });
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).logs).toHaveLength(1);
  });

  it('upstream failures: 503 → UNAVAILABLE, 500 → INTERNAL, 429 → RESOURCE_EXHAUSTED; the reservation refunded, no consume row', async () => {
    for (const [status, name] of [
      [503, 'UNAVAILABLE'],
      [500, 'INTERNAL'],
      [429, 'RESOURCE_EXHAUSTED'],
    ] as const) {
      await rebuildWith({});
      await addChannel(getDb(), { type: 24, key: 'AIza-failing', base_url: `http://127.0.0.1:9/fail-${status}`, models: 'gemini-failing' });
      await expectGoogleError(await post('/v1beta/models/gemini-failing:generateContent', { contents }), status, name);
      await expectGoogleError(await post('/v1beta/models/gemini-failing:streamGenerateContent?alt=sse', { contents }), status, name);
      await waitForLogs(getDb(), world, 2);
      const after = await balances(getDb(), world);
      expect([after.quota, after.usedQuota, after.consumed]).toEqual([QUOTA, 0, 0]);
    }
  });

  it('successes pass untouched: a stream stays an event stream, countTokens its JSON', async () => {
    const stream = await post(`/v1beta/models/${GEMINI}:streamGenerateContent?alt=sse`, { contents });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.text()).toMatch(/^data: \{"candidates"/);
    const count = await post(`/v1beta/models/${GEMINI}:countTokens`, { contents });
    expect(await count.json()).toEqual({ totalTokens: expect.any(Number) });
  });
});
