import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import { addChannel, balances, freshWorldEachTest, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

const IMAGE_PRICES = {
  // dall-e-3 per call: 0.04 USD = 20 000 quota per standard 1024² image; dall-e-2 by ratio: 8 × 0.0025 USD = 10 000 per image.
  ModelPrice: JSON.stringify({ 'dall-e-3': 0.04 }),
  ModelRatio: JSON.stringify({ 'dall-e-2': 8 }),
  GroupRatio: JSON.stringify({ default: 1 }),
};

describeEachDialect('relay: images/generations, per-image billing', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { options: { ...IMAGE_PRICES, RetryTimes: '0' } });
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: upstream.url, models: 'dall-e-2,dall-e-3' });
  });

  it('dall-e-3 hd 1792x1024: price × size 2 × quality 1.5, reserved and settled exactly, one row "size S, quality Q" (COM-027)', async () => {
    const before = await balances(getDb(), world);
    const request = { model: 'dall-e-3', prompt: 'a red fox', size: '1792x1024', quality: 'hd' };
    const response = await relay(world, '/v1/images/generations', request);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
    // The upstream gets the client's body as sent: no defaults added.
    expect(upstream.requests.at(-1)).toMatchObject({ path: '/v1/images/generations', body: request });
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    const cost = 20_000 * 2 * 1.5;
    expect(after.consumed).toBe(cost);
    expect(before.quota - after.quota).toBe(cost);
    expect(after.usedQuota - before.usedQuota).toBe(cost);
    expect(before.tokenRemain - after.tokenRemain).toBe(cost);
    const row = after.logs[0]!;
    expect(Number(row.type)).toBe(LogType.Consume);
    expect(row.content).toContain('size 1792x1024, quality hd');
    expect([Number(row.prompt_tokens), Number(row.completion_tokens), row.model_name]).toEqual([1, 0, 'dall-e-3']);
    expect(JSON.parse(row.other)).toMatchObject({ model_price: 0.04, group_ratio: 1 });
  });

  it('a ratio-priced model with no model named: dall-e-2 by default, n × size ratio, prompt tokens = n', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/images/generations', { prompt: 'two cats', n: 2, size: '256x256' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(2);
    expect((upstream.requests.at(-1)!.body as { model: string }).model).toBe('dall-e-2');
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    // 8 × 0.0025 USD × 500 000 × 2 images × 0.4 = 8 000
    expect(after.consumed).toBe(8_000);
    expect(before.quota - after.quota).toBe(8_000);
    expect(after.logs[0]!.content).toContain('size 256x256, quality standard');
    expect(Number(after.logs[0]!.prompt_tokens)).toBe(2);
  });

  it.each([
    [{ model: 'dall-e-3', size: '1024x1024' }, 'prompt'],
    [{ model: 'dall-e-2', prompt: 'x', size: '1792x1024' }, 'size'],
    [{ model: 'dall-e-3', prompt: 'x', size: '512x512' }, 'size'],
    [{ model: 'dall-e-2', prompt: 'x', size: '1024×1024' }, 'size'],
    [{ model: 'dall-e-2', prompt: 'x', n: 0 }, 'n'],
    [{ model: 'dall-e-3', prompt: 'x', n: 2 }, 'n'],
  ] as Array<[Record<string, unknown>, string]>)('bad input %j → 400 naming %s, nothing reserved or logged, no upstream call', async (body, param) => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/images/generations', body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { param: string; message: string } }).error;
    expect(error.param).toBe(param);
    if (param === 'size' && body.model !== undefined && !String(body.size).includes('×')) expect(error.message).toContain('size must be one of');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('a balance below the image price is refused (403) before the upstream', async () => {
    await getDb().updateTable('users').set({ quota: 19_999 }).where('id', '=', world.userId).execute();
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/images/generations', { model: 'dall-e-3', prompt: 'x' });
    expect(response.status).toBe(403);
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('images edits and variations answer 501 api_not_implemented after token auth, as in new-api', async () => {
    for (const path of ['/v1/images/edits', '/v1/images/variations']) {
      const response = await relay(world, path, { prompt: 'x' });
      expect(response.status).toBe(501);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('api_not_implemented');
    }
    const anonymous = await world.harness.request('/v1/images/edits', { body: { prompt: 'x' }, userId: null });
    expect(anonymous.status).toBe(401);
  });

  it('upstream error: the status passes through, the reservation is refunded, one error row', async () => {
    await getDb().deleteFrom('abilities').execute();
    await getDb().deleteFrom('channels').execute();
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-500`, models: 'dall-e-3' });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/images/generations', { model: 'dall-e-3', prompt: 'x' });
    expect(response.status).toBe(500);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect([after.quota, after.usedQuota, after.tokenRemain, after.consumed]).toEqual([before.quota, before.usedQuota, before.tokenRemain, 0]);
    expect(after.logs).toHaveLength(1);
    expect(Number(after.logs[0]!.type)).toBe(LogType.Error);
    expect(JSON.parse(after.logs[0]!.other)).toMatchObject({ status_code: 500 });
  });
});
