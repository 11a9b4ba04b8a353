import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, freshWorldEachTest, MINI_COST, relayTestFetch, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { createHarness, login, type Session } from './support/harness.ts';

const chat = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], ...extra });

describeEachDialect('relay: playground POST /pg/chat/completions', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let session: Session;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    session = await login(world.harness, 'relay-user', 'password-123');
  });

  it('a signed-in user chats; only the user quota is charged and the log names playground-<group>', async () => {
    const response = await world.harness.request('/pg/chat/completions', { body: chat(), session });
    expect(response.status).toBe(200);
    expect((upstream.requests.at(-1)!.body as Record<string, unknown>).group).toBeUndefined();
    await waitForLogs(getDb(), world, 1);
    const user = await getDb().selectFrom('users').select(['quota', 'used_quota']).where('id', '=', world.userId).executeTakeFirstOrThrow();
    expect([1_000_000 - Number(user.quota), Number(user.used_quota)]).toEqual([MINI_COST, MINI_COST]);
    const token = await getDb().selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', world.tokenId).executeTakeFirstOrThrow();
    expect([Number(token.remain_quota), Number(token.used_quota)]).toEqual([500_000, 0]);
    const log = await getDb().selectFrom('logs').selectAll().executeTakeFirstOrThrow();
    expect([log.token_name, Number(log.token_id)]).toEqual(['playground-default', 0]);
  });

  it('without a session: 401; a group the user may not use: 403; nothing charged', async () => {
    expect((await world.harness.request('/pg/chat/completions', { body: chat() })).status).toBe(401);
    await upsertOptions(getDb(), { UserUsableGroups: JSON.stringify({ default: 'Default' }) });
    world.harness = createHarness(getDb(), dialect, { fetch: relayTestFetch });
    session = await login(world.harness, 'relay-user', 'password-123');
    expect((await world.harness.request('/pg/chat/completions', { body: chat({ group: 'vip' }), session })).status).toBe(403);
    const user = await getDb().selectFrom('users').select('quota').where('id', '=', world.userId).executeTakeFirstOrThrow();
    expect(Number(user.quota)).toBe(1_000_000);
  });
});
