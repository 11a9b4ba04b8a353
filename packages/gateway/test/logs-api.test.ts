import { beforeEach, expect, it } from 'vitest';
import { insertChannel, insertLogs, type NewLogEntry } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

interface LogPage {
  items: Record<string, unknown>[];
  page: number;
  page_size: number;
  total: number;
}

// In the past, so none of the seeded rows falls into the rpm/tpm window of the real clock.
const T0 = 1_700_000_000;

describeEachDialect('log API', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let channelId: number;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    alice = (await seedAndLogin(harness, { username: 'alice' })).session;
    bob = (await seedAndLogin(harness, { username: 'bob' })).session;
    // The setup and sign-ins above may have logged; the assertions below count only seeded rows.
    await getDb().deleteFrom('logs').execute();
    channelId = await insertChannel(getDb(), { name: 'primary', type: 1, key: 'sk-x', models: 'gpt-4o', group: 'default' });
    const consume = (overrides: Partial<NewLogEntry>): NewLogEntry => ({
      user_id: alice.userId,
      username: 'alice',
      created_at: T0,
      type: LogType.Consume,
      model_name: 'gpt-4o',
      token_name: 'main',
      group: 'default',
      channel_id: channelId,
      quota: 100,
      prompt_tokens: 10,
      completion_tokens: 5,
      other: JSON.stringify({ model_ratio: 2.5, admin_info: { use_channel: [channelId] } }),
      ...overrides,
    });
    await insertLogs(getDb(), [
      consume({}),
      consume({ created_at: T0 + 100, model_name: 'gpt-4o-mini', quota: 30 }),
      consume({ created_at: T0 + 200, token_name: 'second', group: 'vip', quota: 7, channel_id: 0 }),
      consume({ user_id: bob.userId, username: 'bob', created_at: T0 + 300, quota: 1000, token_name: 'bobs' }),
      { user_id: alice.userId, username: 'alice', created_at: T0 + 400, type: LogType.TopUp, content: 'top-up', quota: 5000 },
      {
        user_id: alice.userId,
        username: 'alice',
        created_at: T0 + 500,
        type: LogType.Error,
        content: 'rate limited',
        other: JSON.stringify({ status_code: 429 }),
      },
      {
        user_id: bob.userId,
        username: 'bob',
        created_at: T0 + 600,
        type: LogType.Error,
        content: 'unavailable',
        other: JSON.stringify({ status_code: 503, error_type: 'upstream' }),
      },
      { user_id: bob.userId, username: 'bob', created_at: T0 + 700, type: LogType.Error, content: 'bad', other: 'not json' },
    ]);
  });

  async function page(path: string, session: Session): Promise<LogPage> {
    const response = await harness.request(path, { session });
    const body = await envelopeOf<LogPage>(response);
    expect(response.status, body.message).toBe(200);
    return body.data!;
  }
  const contents = (result: LogPage) => result.items.map((item) => `${item['username']}:${item['type']}:${item['created_at']}`);

  it('API-LOG-001 / LOG-012 / LOG-017: admin list pages from p=1, newest first, with channel_name and wire field names', async () => {
    const first = await page('/api/log/?p=1&page_size=3', admin);
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 3 });
    expect(first.items.map((item) => item['created_at'])).toEqual([T0 + 700, T0 + 600, T0 + 500]);
    const consumeRows = await page('/api/log/?type=2&page_size=100', admin);
    const newest = consumeRows.items.find((item) => item['created_at'] === T0 + 100)!;
    expect(newest).toMatchObject({ channel: channelId, channel_name: 'primary', is_stream: false, quota: 30, model_name: 'gpt-4o-mini' });
    expect(newest).not.toHaveProperty('channel_id');
    expect(JSON.parse(newest['other'] as string)).toHaveProperty('admin_info');
    expect(consumeRows.items.find((item) => item['created_at'] === T0 + 200)!['channel_name']).toBe('');
  });

  it('LOG-012: every admin filter narrows the list', async () => {
    const cases: Array<[string, string[]]> = [
      ['type=1', ['alice:1:' + (T0 + 400)]],
      ['username=bob&type=2', ['bob:2:' + (T0 + 300)]],
      ['token_name=second', ['alice:2:' + (T0 + 200)]],
      ['model_name=gpt-4o-mini', ['alice:2:' + (T0 + 100)]],
      [`start_timestamp=${T0 + 150}&end_timestamp=${T0 + 300}`, ['bob:2:' + (T0 + 300), 'alice:2:' + (T0 + 200)]],
      [`channel=${channelId}&username=alice`, ['alice:2:' + (T0 + 100), 'alice:2:' + T0]],
      ['group=vip', ['alice:2:' + (T0 + 200)]],
      ['type=5&status_code=429', ['alice:5:' + (T0 + 500)]],
      ['type=5&status_code=429,503', ['bob:5:' + (T0 + 600), 'alice:5:' + (T0 + 500)]],
      ['type=5&status_code=', ['bob:5:' + (T0 + 700), 'bob:5:' + (T0 + 600), 'alice:5:' + (T0 + 500)]],
      // status_code only applies to error logs.
      ['type=1&status_code=429', ['alice:1:' + (T0 + 400)]],
      [
        'type=0&username=alice&token_name=&model_name=',
        ['alice:5:' + (T0 + 500), 'alice:1:' + (T0 + 400), 'alice:2:' + (T0 + 200), 'alice:2:' + (T0 + 100), 'alice:2:' + T0],
      ],
    ];
    for (const [query, expected] of cases) {
      expect(contents(await page(`/api/log/?page_size=100&${query}`, admin)), query).toEqual(expected);
    }
  });

  it('API-LOG-002 / LOG-013 / LOG-014: self list shows only own rows, ignores username/channel, strips admin_info and the channel name', async () => {
    const own = await page('/api/log/self/?page_size=100', alice);
    expect(own.total).toBe(5);
    expect(own.items.every((item) => item['username'] === 'alice' && item['user_id'] === alice.userId)).toBe(true);
    const trying = await page(`/api/log/self/?page_size=100&username=bob&channel=${channelId + 99}`, alice);
    expect(trying.total).toBe(5);
    const consumeRow = own.items.find((item) => item['created_at'] === T0)!;
    expect(consumeRow['channel_name']).toBe('');
    expect(JSON.parse(consumeRow['other'] as string)).toEqual({ model_ratio: 2.5 });
    const text = JSON.stringify(own);
    expect(text).not.toContain('admin_info');
    expect(text).not.toContain('primary');
    const bobs = await page('/api/log/self/?page_size=100', bob);
    expect(bobs.items.map((item) => item['username'])).toEqual(['bob', 'bob', 'bob']);
    expect(contents(await page('/api/log/self/?type=5&status_code=503', bob))).toEqual(['bob:5:' + (T0 + 600)]);
  });

  it('API-LOG-003 / API-LOG-004 / LOG-002: stat sums consume quota and tokens over the filters; rpm/tpm count the last 60 s', async () => {
    const now = Math.floor(Date.now() / 1000);
    await insertLogs(getDb(), [
      { user_id: alice.userId, username: 'alice', created_at: now - 5, type: LogType.Consume, quota: 1, prompt_tokens: 20, completion_tokens: 2 },
      { user_id: bob.userId, username: 'bob', created_at: now - 10, type: LogType.Consume, quota: 2, prompt_tokens: 7, completion_tokens: 1 },
      { user_id: alice.userId, username: 'alice', created_at: now - 120, type: LogType.Consume, quota: 4, prompt_tokens: 1000 },
    ]);
    const stat = async (path: string, session: Session) => {
      const response = await harness.request(path, { session });
      expect(response.status).toBe(200);
      return (await envelopeOf<{ quota: number; token: number; rpm: number; tpm: number }>(response)).data!;
    };
    expect(await stat('/api/log/stat', admin)).toEqual({ quota: 100 + 30 + 7 + 1000 + 1 + 2 + 4, token: 4 * 15 + 22 + 8 + 1000, rpm: 2, tpm: 30 });
    // type is forced to consume: the 5000 top-up never counts.
    expect(await stat(`/api/log/stat?type=1&username=alice&end_timestamp=${T0 + 1000}`, admin)).toMatchObject({ quota: 137 });
    expect(await stat('/api/log/stat?model_name=gpt-4o-mini', admin)).toMatchObject({ quota: 30 });
    expect(await stat('/api/log/self/stat', alice)).toEqual({ quota: 137 + 1 + 4, token: 3 * 15 + 22 + 1000, rpm: 1, tpm: 22 });
    expect(await stat('/api/log/self/stat?username=bob', alice)).toEqual({ quota: 142, token: 1067, rpm: 1, tpm: 22 });
    expect(await stat('/api/log/self/stat', bob)).toEqual({ quota: 1002, token: 15 + 8, rpm: 1, tpm: 8 });
  });

  it('API-LOG-005: DELETE removes rows older than target_timestamp and answers the count', async () => {
    const response = await harness.request(`/api/log/?target_timestamp=${T0 + 300}`, { method: 'DELETE', session: admin });
    const body = await envelopeOf<number>(response);
    expect(response.status).toBe(200);
    expect(body.data).toBe(3);
    const left = await getDb().selectFrom('logs').select('created_at').orderBy('created_at').execute();
    expect(left.map((row) => Number(row.created_at))).toEqual([T0 + 300, T0 + 400, T0 + 500, T0 + 600, T0 + 700]);
  });

  it('API-LOG-005: DELETE without or with a bad target_timestamp is a 400 and deletes nothing', async () => {
    for (const query of ['', '?target_timestamp=', '?target_timestamp=abc', '?target_timestamp=-5', '?target_timestamp=1.5']) {
      const response = await harness.request(`/api/log/${query}`, { method: 'DELETE', session: admin });
      const body = await envelopeOf(response);
      expect(response.status, query).toBe(400);
      expect(body.success).toBe(false);
      if (query === '' || query === '?target_timestamp=') expect(body.message).toBe(messages.targetTimestampRequired);
    }
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(8);
  });

  it('admin-only: common users get 403 on the admin list, stat and delete; anonymous callers 401', async () => {
    for (const [path, method] of [
      ['/api/log/', 'GET'],
      ['/api/log/stat', 'GET'],
      [`/api/log/?target_timestamp=${T0 + 10_000}`, 'DELETE'],
    ] as const) {
      const response = await harness.request(path, { method, session: alice });
      expect(response.status, path).toBe(403);
      expect((await envelopeOf(response)).success).toBe(false);
    }
    for (const path of ['/api/log/', '/api/log/self/', '/api/log/self/stat']) {
      expect((await harness.request(path)).status, path).toBe(401);
    }
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(8);
  });

  it('bad filters are 400 with a message naming the field', async () => {
    const bad = [
      'p=x',
      'page_size=1.5',
      'type=9',
      'type=x',
      'start_timestamp=abc',
      'end_timestamp=-1',
      'channel=1.5',
      'type=5&status_code=abc',
      'type=5&status_code=42',
    ];
    for (const query of bad) {
      const paging = query.startsWith('p');
      for (const path of paging ? ['/api/log/', '/api/log/self/'] : ['/api/log/', '/api/log/self/', '/api/log/stat', '/api/log/self/stat']) {
        const session = path.includes('self') ? alice : admin;
        const response = await harness.request(`${path}?${query}`, { session });
        expect(response.status, `${path}?${query}`).toBe(400);
        const body = await envelopeOf(response);
        expect(body.success).toBe(false);
        expect(body.message.length).toBeGreaterThan(0);
      }
    }
    expect(harness.loggedErrors).toEqual([]);
  });

  it('COM-020: page_size above 100 is clamped', async () => {
    expect((await page('/api/log/?page_size=1000', admin)).page_size).toBe(100);
  });
});
