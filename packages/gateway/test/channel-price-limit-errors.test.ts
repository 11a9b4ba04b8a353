import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { channelBody, createChannelsViaApi, snapshot } from './channel-support.ts';

/** Channel fields added by migration 0002: price, max_input_tokens and the read-only error record. */
describeEachDialect('channel price, input limit and error record', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
  });

  const channelRow = (id: number) => getDb().selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const viewOf = async (id: number) => (await envelopeOf(await harness.request(`/api/channel/${id}`, { session: admin }))).data as Record<string, unknown>;
  const put = (body: unknown) => harness.request('/api/channel/', { method: 'PUT', session: admin, body });

  it('CH-036 / CH-039: create defaults price 0 and no input limit; the view carries every new field without the key', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    expect(await channelRow(id!)).toMatchObject({ price: '0', max_input_tokens: 0 });
    expect(await viewOf(id!)).toMatchObject({ price: 0, max_input_tokens: 0, error_status: 0, last_error_at: 0, last_notified_at: 0, error_details: '' });
    const list = await envelopeOf(await harness.request('/api/channel/?p=0&page_size=10', { session: admin }));
    expect((list.data as { items: Record<string, unknown>[] }).items[0]).toMatchObject({ id, price: 0, max_input_tokens: 0, error_status: 0 });
  });

  it('API-CH-021 / CH-038: the detail and the list carry every field of the channel entity except the key', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    const entity = [
      'id',
      'name',
      'type',
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
      'error_status',
      'last_error_at',
      'last_notified_at',
      'error_details',
    ];
    const view = await viewOf(id!);
    expect(Object.keys(view)).toEqual(expect.arrayContaining(entity));
    expect(view).not.toHaveProperty('key');
    expect(view).toMatchObject({ expired_time: 0, status: 1, used_quota: 0, balance: 0 });
    // Stored-only fields are not writable through the editor's body.
    expect((await put({ id, expired_time: 1, used_quota: 5, balance: 9 })).status).toBe(200);
    expect(await channelRow(id!)).toMatchObject({ expired_time: 0, used_quota: 0, balance: 0 });
  });

  it('CH-036 / CH-052 / API-CH-004 / API-CH-005: price (step 0.0001) and max_input_tokens round-trip exactly through create, update and get', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody({ price: 0.0001, max_input_tokens: 128000 }));
    expect(await channelRow(id!)).toMatchObject({ price: '0.0001', max_input_tokens: 128000 });
    expect(await viewOf(id!)).toMatchObject({ price: 0.0001, max_input_tokens: 128000 });
    for (const price of [0.3, 1234.5678, 1_000_000_000, 0]) {
      expect((await put({ id, price })).status).toBe(200);
      expect((await channelRow(id!)).price).toBe(String(price));
      expect((await viewOf(id!)).price).toBe(price);
    }
    expect((await put({ id, max_input_tokens: 0 })).status).toBe(200);
    expect(await viewOf(id!)).toMatchObject({ price: 0, max_input_tokens: 0 });
  });

  it.each([
    [{ price: -0.0001 }, 'price: must be at least 0'],
    [{ price: 0.00001 }, 'price: must have at most 4 decimals (step 0.0001)'],
    [{ price: 0.1 + 0.2 }, 'price: must have at most 4 decimals (step 0.0001)'],
    [{ price: 1_000_000_001 }, 'price: must be at most 1000000000'],
    [{ price: '0.5' }, 'price: must be a number'],
    [{ max_input_tokens: -1 }, 'max_input_tokens: must be at least 0'],
    [{ max_input_tokens: 1.5 }, 'max_input_tokens: must be an integer'],
    [{ max_input_tokens: '100' }, 'max_input_tokens: must be a number'],
  ])('CH-052: bad %o is refused on create and on update, writing nothing', async (fields, message) => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    const before = await snapshot(getDb());
    const created = await harness.request('/api/channel/', { session: admin, body: channelBody(fields) });
    expect(created.status).toBe(400);
    expect((await envelopeOf(created)).message).toBe(`channel.${message}`);
    const updated = await put({ id, ...fields });
    expect(updated.status).toBe(400);
    expect(await envelopeOf(updated)).toMatchObject({ success: false, message });
    expect(await snapshot(getDb())).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it('CH-037: the error record is read-only: create and update ignore it, the view shows what the server stored', async () => {
    const forged = { error_status: 500, last_error_at: 1, last_notified_at: 2, error_details: 'forged' };
    const [id] = await createChannelsViaApi(harness, admin, channelBody(forged));
    expect(await channelRow(id!)).toMatchObject({ error_status: 0, last_error_at: 0, last_notified_at: 0, error_details: '' });
    await getDb()
      .updateTable('channels')
      .set({ error_status: 429, last_error_at: 1_700_000_000, last_notified_at: 1_700_000_060, error_details: 'rate limited' })
      .where('id', '=', id!)
      .execute();
    expect((await put({ id, name: 'renamed', ...forged })).status).toBe(200);
    const stored = { error_status: 429, last_error_at: 1_700_000_000, last_notified_at: 1_700_000_060, error_details: 'rate limited' };
    expect(await channelRow(id!)).toMatchObject({ name: 'renamed', ...stored });
    expect(await viewOf(id!)).toMatchObject(stored);
  });

  it('copy keeps price and input limit but starts with an empty error record', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody({ price: 2.5, max_input_tokens: 4096 }));
    await getDb().updateTable('channels').set({ error_status: 500, last_error_at: 1_700_000_000, error_details: 'boom' }).where('id', '=', id!).execute();
    const copied = await harness.request(`/api/channel/copy/${id}`, { method: 'POST', session: admin });
    expect(copied.status).toBe(200);
    const copy = await getDb().selectFrom('channels').selectAll().where('id', '!=', id!).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ price: '2.5', max_input_tokens: 4096, error_status: 0, last_error_at: 0, error_details: '' });
  });
});
