import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { channelBody, createChannelsViaApi } from './channel-support.ts';
import { freshWorldEachTest, relay, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { setUpRoot, type Session } from './support/harness.ts';

const chat = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };

describeEachDialect('relay: routing index follows channel writes', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let root: Session;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    root = await setUpRoot(world.harness);
  });

  it('API-CH-004/005: a channel created, disabled and re-enabled through the API is routed to at once', async () => {
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(503);
    const [id] = await createChannelsViaApi(world.harness, root, channelBody({ base_url: upstream.url, models: 'gpt-4o-mini' }));
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(200);

    const disable = await world.harness.request('/api/channel/', { method: 'PUT', session: root, body: { id, status: 2 } });
    expect(disable.status).toBe(200);
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(503);

    const enable = await world.harness.request('/api/channel/', { method: 'PUT', session: root, body: { id, status: 1 } });
    expect(enable.status).toBe(200);
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(200);
  });

  it('a channel of another group is not used', async () => {
    await createChannelsViaApi(world.harness, root, channelBody({ base_url: upstream.url, models: 'gpt-4o-mini', group: 'vip' }));
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(503);
  });
});
