import { beforeEach, expect, it } from 'vitest';
import { insertLogs } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { channelTypes, LogType, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

/**
 * Requests as new-api's own console and the usual scripts send them (1-based `p`, `size` on tokens,
 * `page_size` elsewhere, empty filters sent as ''), and the answers they read: the envelope, the paging
 * fields and the row field names (the spec's lists and new-api's JSON names).
 */
const TOKEN_FIELDS = [
  'id',
  'user_id',
  'key',
  'status',
  'name',
  'created_time',
  'accessed_time',
  'expired_time',
  'remain_quota',
  'unlimited_quota',
  'model_limits_enabled',
  'model_limits',
  'allow_ips',
  'used_quota',
  'group',
  'DeletedAt',
];
const CHANNEL_FIELDS = [
  'id',
  'type',
  'name',
  'openai_organization',
  'max_input_tokens',
  'base_url',
  'other',
  'model_mapping',
  'status_code_mapping',
  'models',
  'auto_ban',
  'test_model',
  'group',
  'priority',
  'weight',
  'tag',
  'price',
  'setting',
  'param_override',
  'status',
  'response_time',
  'balance',
  'used_quota',
  'expired_time',
  'other_info',
  'test_time',
  'balance_updated_time',
  'created_time',
];
const USER_FIELDS = [
  'id',
  'username',
  'display_name',
  'group',
  'role',
  'status',
  'DeletedAt',
  'quota',
  'used_quota',
  'request_count',
  'aff_count',
  'aff_quota',
  'aff_history_quota',
  'inviter_id',
  'github_id',
  'oidc_id',
  'wechat_id',
  'telegram_id',
  'linux_do_id',
  'email',
  'setting',
];
const REDEMPTION_FIELDS = ['id', 'user_id', 'key', 'status', 'name', 'quota', 'created_time', 'redeemed_time', 'used_user_id', 'DeletedAt'];
const LOG_FIELDS = [
  'id',
  'created_at',
  'type',
  'content',
  'username',
  'user_id',
  'token_name',
  'group',
  'model_name',
  'quota',
  'prompt_tokens',
  'completion_tokens',
  'use_time',
  'is_stream',
  'channel',
  'channel_name',
  'other',
];

interface Page {
  items: Array<Record<string, unknown>>;
  page: number;
  page_size: number;
  total: number;
}

describeEachDialect('new-api console and script requests (wire compatibility)', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let user: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    user = (await seedAndLogin(harness, { username: 'scripted' })).session;
  });

  async function call<T>(session: Session | undefined, method: string, path: string, body?: unknown): Promise<T> {
    const response = await harness.request(path, { method, session, ...(body === undefined ? {} : { body }) });
    const envelope = await envelopeOf<T>(response);
    expect(response.status, `${method} ${path}: ${envelope.message}`).toBe(200);
    expect(envelope).toMatchObject({ success: true, message: expect.any(String) });
    return envelope.data as T;
  }

  /** A page as new-api answers it: items, 1-based page, page_size, total; every row with the listed names. */
  async function page(session: Session, path: string, fields: readonly string[], expected: { page: number; page_size: number }): Promise<Page> {
    const data = await call<Page>(session, 'GET', path);
    expect(Object.keys(data).sort()).toEqual(expect.arrayContaining(['items', 'page', 'page_size', 'total']));
    expect(data).toMatchObject(expected);
    for (const row of data.items) expect(Object.keys(row)).toEqual(expect.arrayContaining([...fields]));
    return data;
  }

  it('API-TOK-001…008 / COM-019: tokens — list (p, size), search, create, update, status, delete', async () => {
    const draft = {
      name: 'bot',
      remain_quota: 5000,
      expired_time: -1,
      unlimited_quota: false,
      model_limits_enabled: false,
      model_limits: '',
      allow_ips: '',
      group: '',
    };
    await call(user, 'POST', '/api/token/', draft);
    await call(user, 'POST', '/api/token/', { ...draft, name: 'bot-2' });
    const first = await page(user, '/api/token/?p=1&size=1', TOKEN_FIELDS, { page: 1, page_size: 1 });
    const second = await page(user, '/api/token/?p=2&size=1', TOKEN_FIELDS, { page: 2, page_size: 1 });
    expect(first.total).toBe(2);
    expect(second.items[0]!['id']).not.toBe(first.items[0]!['id']);
    expect(first.items[0]!['DeletedAt']).toBeNull();
    const found = (await page(user, '/api/token/search?keyword=bot-2&token=&p=1&page_size=10', TOKEN_FIELDS, { page: 1, page_size: 10 })).items;
    expect(found.map((token) => token['name'])).toEqual(['bot-2']);
    const id = Number(found[0]!['id']);
    await call(user, 'PUT', '/api/token/', { ...draft, id, name: 'bot-renamed' });
    await call(user, 'PUT', '/api/token/?status_only=true', { id, status: 2 });
    expect(await call(user, 'GET', `/api/token/${id}`)).toMatchObject({ name: 'bot-renamed', status: 2 });
    await call(user, 'DELETE', `/api/token/${id}`);
    expect((await page(user, '/api/token/?p=0&size=10', TOKEN_FIELDS, { page: 1, page_size: 10 })).total).toBe(1);
  });

  it('API-CH-001 / API-CH-002 / API-CH-021: channels — list, search, create, update, delete', async () => {
    const channel = {
      name: 'scripted-1',
      type: 1,
      key: 'sk-scripted',
      models: 'gpt-4o',
      group: 'default',
      base_url: '',
      other: '',
      model_mapping: '',
      priority: 0,
      weight: 0,
    };
    await call(admin, 'POST', '/api/channel/', { mode: 'single', channel });
    await call(admin, 'POST', '/api/channel/', { mode: 'single', channel: { ...channel, name: 'scripted-2' } });
    const list = await page(admin, '/api/channel/?p=1&page_size=10&id_sort=false&tag_mode=false', CHANNEL_FIELDS, { page: 1, page_size: 10 });
    expect(list.total).toBe(2);
    expect(JSON.stringify(list)).not.toContain('sk-scripted');
    const found = await page(admin, '/api/channel/search?keyword=scripted-2&group=&model=&id_sort=false&tag_mode=false&p=1&page_size=10', CHANNEL_FIELDS, {
      page: 1,
      page_size: 10,
    });
    const id = Number(found.items[0]!['id']);
    await call(admin, 'PUT', '/api/channel/', { ...channel, id, name: 'scripted-renamed', key: '' });
    expect(await call(admin, 'GET', `/api/channel/${id}`)).toMatchObject({ name: 'scripted-renamed' });
    await call(admin, 'DELETE', `/api/channel/${id}`);
    expect((await page(admin, '/api/channel/?p=1&page_size=10', CHANNEL_FIELDS, { page: 1, page_size: 10 })).total).toBe(1);
  });

  it('API-USR-001 / API-USR-002 / API-USR-023: users — list, search, create, update, manage, delete', async () => {
    await call(admin, 'POST', '/api/user/', { username: 'made', password: 'password-123', display_name: 'Made' });
    const list = await page(admin, '/api/user/?p=1&page_size=2', USER_FIELDS, { page: 1, page_size: 2 });
    expect(JSON.stringify(list)).not.toMatch(/"password"|access_token/);
    const found = await page(admin, '/api/user/search?keyword=made&group=&p=1&page_size=10', USER_FIELDS, { page: 1, page_size: 10 });
    const made = found.items[0]!;
    expect(made).toMatchObject({ username: 'made', DeletedAt: null });
    await call(admin, 'PUT', '/api/user/', {
      id: made['id'],
      username: 'made',
      display_name: 'Renamed',
      password: '',
      group: 'default',
      quota: 10,
      role: Role.Common,
    });
    await call(admin, 'POST', '/api/user/manage', { id: made['id'], action: 'disable' });
    expect(await call(admin, 'GET', `/api/user/${String(made['id'])}`)).toMatchObject({ display_name: 'Renamed', quota: 10, status: 2 });
    await call(admin, 'POST', '/api/user/manage', { id: made['id'], action: 'delete' });
    const deleted = (await page(admin, '/api/user/search?keyword=made&p=1&page_size=10', USER_FIELDS, { page: 1, page_size: 10 })).items[0]!;
    expect(deleted['DeletedAt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(typeof deleted['deleted_at']).toBe('number');
  });

  it('API-RED-001 / API-RED-002: redemptions — list, search, create, update, delete', async () => {
    const keys = await call<string[]>(admin, 'POST', '/api/redemption/', { name: 'scripted', quota: 100, count: 3 });
    expect(keys).toHaveLength(3);
    const first = await page(admin, '/api/redemption/?p=1&page_size=2', REDEMPTION_FIELDS, { page: 1, page_size: 2 });
    const second = await page(admin, '/api/redemption/?p=2&page_size=2', REDEMPTION_FIELDS, { page: 2, page_size: 2 });
    expect([first.total, first.items.length, second.items.length]).toEqual([3, 2, 1]);
    // new-api's console asks p=-1 never, but a script's "before the first" must not be a 400.
    expect((await page(admin, '/api/redemption/?p=-1&page_size=2', REDEMPTION_FIELDS, { page: 1, page_size: 2 })).items).toEqual(first.items);
    const found = await page(admin, '/api/redemption/search?keyword=scripted&p=1&page_size=10', REDEMPTION_FIELDS, { page: 1, page_size: 10 });
    const id = Number(found.items[0]!['id']);
    await call(admin, 'PUT', '/api/redemption/', { id, name: 'renamed', quota: 200 });
    expect(await call(admin, 'GET', `/api/redemption/${id}`)).toMatchObject({ name: 'renamed', quota: 200, DeletedAt: null });
    await call(admin, 'DELETE', `/api/redemption/${id}`);
    expect((await page(admin, '/api/redemption/?p=1&page_size=10', REDEMPTION_FIELDS, { page: 1, page_size: 10 })).total).toBe(2);
  });

  it('API-LOG-001 / LOG-017: logs — admin and own lists with every filter sent empty, stat, delete', async () => {
    await getDb().deleteFrom('logs').execute();
    const rows = [0, 1, 2].map((index) => ({
      user_id: user.userId,
      username: 'scripted',
      created_at: 1_700_000_000 + index,
      type: LogType.Consume,
      model_name: 'gpt-4o',
      quota: 1,
    }));
    await insertLogs(getDb(), rows);
    const filters = 'type=0&username=&token_name=&model_name=&start_timestamp=&end_timestamp=&channel=&group=';
    const adminPage = await page(admin, `/api/log/?p=2&page_size=2&${filters}`, LOG_FIELDS, { page: 2, page_size: 2 });
    expect([adminPage.total, adminPage.items.length]).toEqual([3, 1]);
    await page(user, '/api/log/self/?p=1&page_size=10&type=0&token_name=&model_name=&start_timestamp=&end_timestamp=&group=', LOG_FIELDS, {
      page: 1,
      page_size: 10,
    });
    expect(await call(admin, 'GET', `/api/log/stat?${filters}`)).toMatchObject({ quota: 3 });
    await call(admin, 'DELETE', '/api/log/?target_timestamp=1700000001');
    expect((await page(admin, '/api/log/?p=1&page_size=10', LOG_FIELDS, { page: 1, page_size: 10 })).total).toBe(2);
  });

  it('API-OPT-004: GET /api/models maps every channel type to its model names, for any signed-in user', async () => {
    const models = await call<Record<string, string[]>>(user, 'GET', '/api/models');
    expect(Object.keys(models).sort()).toEqual(channelTypes.map((info) => String(info.value)).sort());
    expect(models['1']).toContain('gpt-4o');
    expect(models['14']!.some((model) => model.startsWith('claude-'))).toBe(true);
    for (const names of Object.values(models)) expect(names.every((name) => typeof name === 'string' && name !== '')).toBe(true);
    expect((await harness.request('/api/models')).status).toBe(401);
  });
});
