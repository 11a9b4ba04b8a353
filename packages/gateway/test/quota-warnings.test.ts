import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { messages } from '@gateway/domain';
import { WEBHOOK_SIGNATURE_HEADER } from '../src/services/notify/webhook-delivery.ts';
import { addChannel, freshWorldEachTest, PER_CALL_COST, relay, relayTestFetch, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { createOptionStore } from '../src/services/option-store.ts';
import { createQuotaWarnings } from '../src/services/notify/quota-warnings.ts';
import type { NotificationQueue } from '../src/services/notify/notification-queue.ts';
import { createHarness, envelopeOf, login, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { startWebhookReceiver, WEBHOOK_HOST, WEBHOOK_PUBLIC_ADDRESS, type WebhookReceiver } from './support/https-webhook-receiver.ts';

const SECRET = 'hook-secret-1';
const THRESHOLD = 30 * PER_CALL_COST;
const MAIL = { SMTPServer: 'smtp.example.com', SMTPFrom: 'gateway@example.com' };

/**
 * Quota warnings and channel notices through the relay, delivered to a local https
 * stand-in for the user's webhook (a certificate made for the run that only the test's fetch trusts).
 */
describeEachDialect('quota warnings', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let receiver: WebhookReceiver;
  let world: RelayWorld;
  /** A second gateway instance on the same database (a multi-instance deployment). */
  let other: Harness;
  let user: Session;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const fetch: typeof globalThis.fetch = (input, init) =>
    new URL(String(input instanceof Request ? input.url : input)).hostname === WEBHOOK_HOST ? receiver.fetch(input, init) : relayTestFetch(input, init);
  const resolveHost = async (host: string) => {
    if (host === WEBHOOK_HOST) return [WEBHOOK_PUBLIC_ADDRESS];
    if (host === 'private.example.test') return ['10.0.0.5'];
    throw new Error(`no DNS in tests: ${host}`);
  };
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), {
    quota: 60 * PER_CALL_COST,
    tokenQuota: 10_000_000,
    options: { ...MAIL, AutomaticDisableChannelEnabled: 'true' },
    harness: { fetch, resolveHost },
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
    other = createHarness(getDb(), dialect, { fetch, resolveHost });
    await addChannel(getDb(), { base_url: upstream.url });
    user = await login(world.harness, 'relay-user', 'password-123');
  });

  const webhookSetting = (extra: Record<string, unknown> = {}) => ({
    notify_type: 'webhook',
    quota_warning_threshold: THRESHOLD,
    webhook_url: `${receiver.origin}/quota`,
    webhook_secret: SECRET,
    notification_email: '',
    accept_unset_model_ratio_model: false,
    ...extra,
  });
  const saveSetting = (session: Session, setting: unknown) => world.harness.request('/api/user/setting', { method: 'PUT', session, body: setting });
  const chatBody = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] };
  const chat = () => relay(world, '/v1/chat/completions', chatBody);
  /** Every other request goes to the second instance. */
  const chatOn = (index: number) =>
    index % 2 === 0 ? chat() : other.request('/v1/chat/completions', { body: chatBody, headers: { Authorization: world.authorization }, userId: null });
  const quotaOf = async () => Number((await getDb().selectFrom('users').select('quota').where('id', '=', world.userId).executeTakeFirstOrThrow()).quota);

  async function relayMany(count: number, loggedBefore: number): Promise<void> {
    const responses = await Promise.all(Array.from({ length: count }, (_, index) => chatOn(index)));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: count }, () => 200));
    await Promise.all(responses.map((response) => response.text()));
    await waitForLogs(getDb(), world, loggedBefore + count);
    await Promise.all([world.harness.settle(), other.settle()]);
  }

  function expectSigned(index: number): Record<string, unknown> {
    const webhook = receiver.received[index]!;
    expect(webhook.path).toBe('/quota');
    expect(webhook.headers['content-type']).toBe('application/json');
    expect(webhook.headers['authorization']).toBe(`Bearer ${SECRET}`);
    const expected = createHmac('sha256', SECRET).update(webhook.body).digest('hex');
    expect(webhook.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(expected);
    expect(createHmac('sha256', 'another-secret').update(webhook.body).digest('hex')).not.toBe(expected);
    return JSON.parse(webhook.body) as Record<string, unknown>;
  }

  it('SH-087 / SH-091: exactly one signed webhook warning per crossing under 50 concurrent relayed requests, again after a top-up', async () => {
    expect((await saveSetting(user, webhookSetting())).status).toBe(200);
    await relayMany(50, 0);
    expect(await quotaOf()).toBe(10 * PER_CALL_COST);
    expect(receiver.received).toHaveLength(1);
    const payload = expectSigned(0);
    expect(payload).toMatchObject({ type: 'quota_exceed', title: 'Your quota is running low' });
    expect(payload['values']).toEqual([expect.any(String), expect.any(String), '/topup']);
    expect(payload['content']).toContain('below your warning threshold');
    expect(typeof payload['timestamp']).toBe('number');

    // Still below: no second warning for the same dip.
    await relayMany(5, 50);
    expect(receiver.received).toHaveLength(1);

    // An administrator tops the user up above the threshold; the next dip warns once more.
    const root = await setUpRoot(world.harness);
    const edit = { id: world.userId, username: 'relay-user', display_name: 'relay-user', password: '', group: 'default', quota: 60 * PER_CALL_COST, role: 1 };
    expect((await world.harness.request('/api/user/', { method: 'PUT', session: root, body: edit })).status).toBe(200);
    await world.harness.settle();
    await relayMany(50, 55);
    expect(receiver.received).toHaveLength(2);
    expectSigned(1);
  });

  it('concurrent looks at one dip (batches of several instances at once) queue one warning', async () => {
    await getDb()
      .updateTable('users')
      .set({ quota: THRESHOLD - 1, setting: JSON.stringify(webhookSetting()) })
      .where('id', '=', world.userId)
      .execute();
    const queued: unknown[] = [];
    const queue: NotificationQueue = { enqueue: (target) => void queued.push(target), settled: async () => {} };
    const logger = { info: () => {}, warn: () => {}, error: (message: string) => expect.fail(message) };
    const instances = Array.from({ length: 4 }, () =>
      createQuotaWarnings({ db: getDb(), options: createOptionStore(getDb()), queue, logger, nowSeconds: () => 1 }),
    );
    await Promise.all(instances.flatMap((warnings) => Array.from({ length: 5 }, () => warnings.observe([world.userId]))));
    expect(queued).toEqual([{ kind: 'webhook', url: `${receiver.origin}/quota`, secret: SECRET }]);
  });

  it('a receiver that fails is tried again with backoff until it answers 2xx', async () => {
    receiver.answers.push(500, 503);
    expect((await saveSetting(user, webhookSetting())).status).toBe(200);
    await relayMany(31, 0);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((webhook) => webhook.body)).size).toBe(1);
    expect(world.harness.loggedErrors).toEqual([]);
  });

  it('by email when the user chose email: to the notification address, else the account’s; nothing without an address', async () => {
    await saveSetting(user, { ...webhookSetting(), notify_type: 'email', webhook_url: '' });
    await relayMany(31, 0);
    expect(world.harness.outbox).toHaveLength(0);
    // No address: the dip stays unwarned, so an address saved later still hears of it.
    expect(
      Number((await getDb().selectFrom('users').select('quota_warning_sent').where('id', '=', world.userId).executeTakeFirstOrThrow()).quota_warning_sent),
    ).toBe(0);

    await getDb().updateTable('users').set({ email: 'account@example.com' }).where('id', '=', world.userId).execute();
    await relayMany(1, 31);
    expect(world.harness.outbox.map((mail) => mail.to)).toEqual([['account@example.com']]);
    expect(world.harness.outbox[0]!.subject).toContain('Your quota is running low');
    expect(world.harness.outbox[0]!.text).toContain('您的剩余额度');
  });

  it('saving a threshold sets the flag by the balance now and sends nothing; the next crossing warns', async () => {
    await relayMany(31, 0);
    expect(await quotaOf()).toBe(29 * PER_CALL_COST);
    expect((await saveSetting(user, webhookSetting())).status).toBe(200);
    await relayMany(1, 31);
    expect(receiver.received).toHaveLength(0);
    expect((await saveSetting(user, webhookSetting({ quota_warning_threshold: 10 * PER_CALL_COST }))).status).toBe(200);
    await relayMany(19, 32);
    expect(await quotaOf()).toBe(9 * PER_CALL_COST);
    expect(receiver.received).toHaveLength(1);
  });

  it('the test button delivers one signed notice at once, and refuses private addresses the name resolves to', async () => {
    const test = (setting: unknown) => world.harness.request('/api/user/setting/test', { session: user, body: setting });
    expect((await test(webhookSetting())).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
    expect(expectSigned(0)).toMatchObject({ type: 'test' });

    const refused = await test(webhookSetting({ webhook_url: 'https://private.example.test/hook' }));
    expect(refused.status).toBe(502);
    expect((await envelopeOf(refused)).message).toMatch(
      /^The notification could not be delivered: refusing to connect to private\.example\.test \(10\.0\.0\.5\)/,
    );
    const literal = await test(webhookSetting({ webhook_url: 'https://10.0.0.5/hook' }));
    expect(literal.status).toBe(400);
    expect((await envelopeOf(literal)).message).toBe(messages.webhookAddressNotAllowed);
    expect(receiver.received).toHaveLength(1);

    const noAddress = await test({ ...webhookSetting(), notify_type: 'email', webhook_url: '' });
    expect(noAddress.status).toBe(400);
    expect((await envelopeOf(noAddress)).message).toBe(messages.notificationTargetMissing);
  });

  it('channels.last_notified_at: the super admin is told once when a channel is disabled automatically, not again within 10 minutes', async () => {
    const root = await setUpRoot(world.harness);
    expect((await saveSetting(root, webhookSetting())).status).toBe(200);
    await getDb().deleteFrom('abilities').execute();
    await getDb().deleteFrom('channels').execute();
    const channelId = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401`, name: 'flaky' });

    expect((await chat()).status).toBeGreaterThanOrEqual(400);
    await world.harness.settle();
    const channel = await getDb().selectFrom('channels').select(['status', 'last_notified_at']).where('id', '=', channelId).executeTakeFirstOrThrow();
    expect(Number(channel.status)).toBe(3);
    expect(Number(channel.last_notified_at)).toBeGreaterThan(0);
    expect(receiver.received).toHaveLength(1);
    expect(expectSigned(0)).toMatchObject({
      type: 'channel_update',
      title: 'Channel disabled',
      values: ['flaky', String(channelId), expect.stringContaining('401')],
    });

    // Enabled again and failing again at once: disabled again, but the administrator already knows.
    await getDb().updateTable('channels').set({ status: 1 }).where('id', '=', channelId).execute();
    expect((await world.harness.request('/api/channel/fix', { method: 'POST', session: root })).status).toBe(200);
    expect((await chat()).status).toBeGreaterThanOrEqual(400);
    await world.harness.settle();
    expect(Number((await getDb().selectFrom('channels').select('status').where('id', '=', channelId).executeTakeFirstOrThrow()).status)).toBe(3);
    expect(receiver.received).toHaveLength(1);
  });
});
