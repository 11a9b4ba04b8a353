import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, freshWorldEachTest, type RelayWorld } from './relay-support.ts';
import { databaseSnapshot } from './support/database-snapshot.ts';
import { violatedField, type GoogleError } from './support/google-error.ts';
import { GEMINI_UPSTREAM_URL, vendorWorldSettings } from './vendor-upstream-support.ts';

const MODEL = 'gemini-2.5-flash';

/**
 * A maximum output far past any model's (found by the relay fuzzer: Gemini-native
 * generationConfig.maxOutputTokens of 2^53 made the reservation estimate a non-integer and answered
 * 500): refused with 400 before any reservation, like max_tokens on the OpenAI routes.
 */
describeEachDialect('relay: a maximum output past 2^30 tokens is refused before anything is reserved', (getDb, dialect) => {
  let world: RelayWorld;
  freshWorldEachTest(
    getDb,
    dialect,
    (fresh) => ({ world } = fresh),
    vendorWorldSettings({ options: { ModelRatio: JSON.stringify({ [MODEL]: 1, 'gpt-4o-mini': 1 }) } }),
  );

  beforeEach(async () => {
    await addChannel(getDb(), { type: 24, key: 'AIza-upstream', base_url: GEMINI_UPSTREAM_URL, models: MODEL });
  });

  it.each([
    [
      `/v1beta/models/${MODEL}:generateContent`,
      { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 2 ** 53 } },
      'generationConfig.maxOutputTokens',
    ],
    [
      `/v1beta/models/${MODEL}:streamGenerateContent`,
      { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 2 ** 30 + 1 } },
      'generationConfig.maxOutputTokens',
    ],
    ['/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], max_tokens: 2 ** 53 }, 'max_tokens'],
  ] as const)('%s', async (path, body, param) => {
    const before = await databaseSnapshot(getDb(), { tokens: ['accessed_time'] });
    const response = await world.harness.request(path, { body, headers: { Authorization: world.authorization }, userId: null });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: { param?: string } } & GoogleError;
    // The Gemini routes answer Google's envelope (ADR 0048): the field is in its BadRequest detail.
    expect(path.startsWith('/v1beta/') ? violatedField(error) : error.error.param).toBe(param);
    await world.harness.settle();
    expect(await databaseSnapshot(getDb(), { tokens: ['accessed_time'] })).toEqual(before);
    expect(world.harness.loggedErrors).toEqual([]);
  });
});
