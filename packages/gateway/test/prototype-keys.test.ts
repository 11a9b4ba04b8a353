import { expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType, messages } from '@gateway/domain';
import {
  addChannel,
  balances,
  freshWorldEachTest,
  relay,
  relayTestFetch,
  waitForLogs,
  type FakeUpstream,
  type FreshWorld,
  type RelayWorld,
} from './relay-support.ts';
import { createHarness, envelopeOf, login, type Session } from './support/harness.ts';

/** Names of Object.prototype members: a plain-object lookup table finds something for each of them. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** One request per relay endpoint that takes a model name from the client. */
function relayCalls(model: string): Array<[string, Record<string, unknown>]> {
  const messagesBody = [{ role: 'user', content: 'hi' }];
  return [
    ['/v1/chat/completions', { model, messages: messagesBody }],
    ['/v1/completions', { model, prompt: 'hi' }],
    ['/v1/embeddings', { model, input: 'hi' }],
    ['/v1/moderations', { model, input: 'hi' }],
    ['/v1/rerank', { model, query: 'q', documents: ['a'] }],
    ['/v1/images/generations', { model, prompt: 'a fox' }],
    ['/v1/audio/speech', { model, input: 'hi', voice: 'alloy' }],
    ['/v1/messages', { model, max_tokens: 5, messages: messagesBody }],
  ];
}

describeEachDialect('prototype-key names as models and groups', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));

  async function gemini(model: string): Promise<Response> {
    return world.harness.request(`/v1beta/models/${encodeURIComponent(model)}:generateContent`, {
      body: { contents: [{ parts: [{ text: 'hi' }] }] },
      headers: { 'x-goog-api-key': world.authorization.slice('Bearer sk-'.length) },
      userId: null,
    });
  }

  it('an unconfigured model named after a prototype member is a clear 4xx on every relay endpoint: nothing reserved, logged or sent upstream', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const before = await balances(getDb(), world);
    for (const model of PROTOTYPE_NAMES) {
      for (const [path, body] of relayCalls(model)) {
        const response = await relay(world, path, body);
        expect(response.status, `${model} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${model} ${path}`).toBeLessThan(500);
        expect(JSON.stringify(await response.json())).toContain('error');
      }
      const native = await gemini(model);
      expect(native.status, `${model} gemini`).toBeLessThan(500);
    }
    expect(world.harness.loggedErrors).toEqual([]);
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('a model or group the admin named after a prototype member relays and bills like any other (ratio 1 × group 2)', async () => {
    const named = Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, 1]));
    world = await build({
      options: {
        ModelRatio: JSON.stringify({ 'gpt-4o-mini': 1, ...named }),
        ModelPrice: JSON.stringify({ 'dall-e-2': 0.01 }),
        GroupRatio: JSON.stringify({ default: 2, ...named }),
      },
    });
    await addChannel(getDb(), {
      base_url: upstream.url,
      models: ['gpt-4o-mini', ...PROTOTYPE_NAMES].join(','),
      model_mapping: JSON.stringify({ 'gpt-4o-mini': 'gpt-4o-mini' }),
      status_code_mapping: JSON.stringify({ 404: '400' }),
    });
    for (const model of PROTOTYPE_NAMES) {
      const response = await relay(world, '/v1/chat/completions', { model, messages: [{ role: 'user', content: 'hi' }] });
      expect(response.status, model).toBe(200);
      // The channel's model_mapping has no entry for the name: the upstream gets the name as sent.
      expect((upstream.requests.at(-1)!.body as { model: unknown }).model).toBe(model);
    }
    await waitForLogs(getDb(), world, PROTOTYPE_NAMES.length);
    const after = await balances(getDb(), world);
    const consumed = after.logs.filter((row) => Number(row.type) === LogType.Consume);
    expect(consumed.map((row) => row.model_name).sort()).toEqual([...PROTOTYPE_NAMES].sort());
    for (const row of consumed) {
      // "Hello from <model>": 5 prompt + 3 completion tokens, completion ratio 1 (no built-in entry), group 2.
      expect(Number(row.quota), row.model_name).toBe((5 + 3) * 2);
      expect(JSON.parse(row.other)).toMatchObject({ model_ratio: 1, group_ratio: 2, completion_ratio: 1 });
    }
    expect(world.harness.loggedErrors).toEqual([]);
  });

  it('images/generations: a prototype-named model with a per-call price relays (it has no DALL·E size list)', async () => {
    world = await build({
      options: {
        ModelPrice: JSON.stringify(Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, 0.01]))),
      },
    });
    await addChannel(getDb(), { base_url: upstream.url, models: PROTOTYPE_NAMES.join(',') });
    for (const model of PROTOTYPE_NAMES) {
      const response = await relay(world, '/v1/images/generations', { model, prompt: 'a fox', size: '1024x1024' });
      expect(response.status, model).toBe(200);
    }
    expect(world.harness.loggedErrors).toEqual([]);
  });

  it('POST and PUT /api/token/ refuse a prototype-named group that is not usable, and write nothing', async () => {
    world = await build({ options: { UserUsableGroups: JSON.stringify({ default: 'Default' }) } });
    const session = await login(world.harness, 'relay-user', 'password-123');
    const tokensBefore = await getDb().selectFrom('tokens').selectAll().orderBy('id').execute();
    for (const group of PROTOTYPE_NAMES) {
      const created = await world.harness.request('/api/token/', { session, body: { name: 'named', unlimited_quota: true, group } });
      expect(created.status, group).toBe(400);
      expect((await envelopeOf(created)).message).toBe(messages.tokenGroupNotUsable);
      const edited = await world.harness.request('/api/token/', {
        method: 'PUT',
        session,
        body: { id: world.tokenId, name: 'relay-token', unlimited_quota: false, remain_quota: 500_000, group },
      });
      expect(edited.status, group).toBe(400);
    }
    expect(await getDb().selectFrom('tokens').selectAll().orderBy('id').execute()).toEqual(tokensBefore);
    expect(world.harness.loggedErrors).toEqual([]);
  });

  it('a "__proto__" group the admin lists in UserUsableGroups is usable and listed like any other', async () => {
    world = await build({
      options: {
        UserUsableGroups: '{"default":"Default","__proto__":"Odd but configured"}',
        GroupRatio: '{"default":1,"__proto__":3}',
      },
    });
    const session = await login(world.harness, 'relay-user', 'password-123');
    const groups = await envelopeOf<Record<string, unknown>>(await world.harness.request('/api/user/self/groups', { session }));
    expect(Object.keys(groups.data!).sort()).toEqual(['__proto__', 'default']);
    expect(Object.getOwnPropertyDescriptor(groups.data!, '__proto__')?.value).toEqual({ desc: 'Odd but configured', ratio: 3 });
    const created = await world.harness.request('/api/token/', { session, body: { name: 'odd', unlimited_quota: true, group: '__proto__' } });
    expect(created.status).toBe(200);
  });

  it('the playground refuses a prototype-named group the user may not use (403), nothing charged', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    await upsertOptions(getDb(), { UserUsableGroups: JSON.stringify({ default: 'Default' }) });
    world.harness = createHarness(getDb(), dialect, { fetch: relayTestFetch });
    const session: Session = await login(world.harness, 'relay-user', 'password-123');
    for (const group of PROTOTYPE_NAMES) {
      const response = await world.harness.request('/pg/chat/completions', {
        session,
        body: { model: 'gpt-4o-mini', group, messages: [{ role: 'user', content: 'hi' }] },
      });
      expect(response.status, group).toBe(403);
    }
    const user = await getDb().selectFrom('users').select('quota').where('id', '=', world.userId).executeTakeFirstOrThrow();
    expect(Number(user.quota)).toBe(1_000_000);
    expect(upstream.requests).toHaveLength(0);
  });
});
