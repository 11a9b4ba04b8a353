import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedChange } from '@gateway/gateway';
import { createRedisChangeFeed, CHANGES_CHANNEL } from '../src/platform/redis/redis-change-feed.ts';
import { REDIS_SKIP_MESSAGE, redisServerBinary, startRedisServer, type RedisTestServer } from '@gateway/db/testing';

const available = redisServerBinary() !== null;
const quiet = { info() {}, warn() {}, error() {} };

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((done) => setTimeout(done, 10));
}

describe.skipIf(!available)(`change notices over Redis pub/sub${available ? '' : ` (${REDIS_SKIP_MESSAGE})`}`, () => {
  let server: RedisTestServer;
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(server.url);
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  }, 60_000);

  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await server?.stop();
  });

  it('another instance receives each notice; the publisher never hears its own; garbage on the channel is ignored', async () => {
    const first = createRedisChangeFeed(connect(), connect(), quiet);
    const second = createRedisChangeFeed(connect(), connect(), quiet);
    const heardByFirst: SharedChange[] = [];
    const heardBySecond: SharedChange[] = [];
    first.subscribe((change) => heardByFirst.push(change));
    second.subscribe((change) => heardBySecond.push(change));
    const probe = connect();
    // Both subscriptions are live once Redis counts two subscribers on the channel.
    let subscribers = 0;
    while (subscribers < 2) {
      subscribers = Number(((await probe.pubsub('NUMSUB', CHANGES_CHANNEL)) as [string, number])[1]);
      if (subscribers < 2) await new Promise((done) => setTimeout(done, 10));
    }
    await probe.publish(CHANGES_CHANNEL, 'not json');
    await probe.publish(CHANGES_CHANNEL, JSON.stringify({ origin: 'x', change: { kind: 'drop' } }));
    first.publish({ kind: 'token', key: 'abc' });
    first.publish({ kind: 'channels' });
    await until(() => heardBySecond.length === 2);
    expect(heardBySecond).toEqual([{ kind: 'token', key: 'abc' }, { kind: 'channels' }]);
    second.publish({ kind: 'options' });
    await until(() => heardByFirst.length === 1);
    expect(heardByFirst).toEqual([{ kind: 'options' }]);
    expect(heardBySecond).toHaveLength(2);
  });
});
