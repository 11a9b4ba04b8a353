import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, messages, signEpayParams, verifyEpaySignature } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, type Harness, type Session } from './support/harness.ts';

const EPAY = {
  PayAddress: 'https://pay.example.com/',
  EpayId: '1001',
  EpayKey: 'merchant-secret',
  Price: '7.3',
  MinTopUp: '2',
  QuotaPerUnit: '500000',
  ServerAddress: 'https://gateway.example.com',
  TopupGroupRatio: JSON.stringify({ default: 1, vip: 1.5 }),
};

interface PayForm {
  url: string;
  params: Record<string, string>;
}

describeEachDialect('wallet and Epay top-up', (getDb, dialect) => {
  let harness: Harness;
  let alice: Session;
  let aliceId: number;
  async function start(options: Record<string, string>) {
    await upsertOptions(getDb(), options);
    harness = createHarness(getDb(), dialect);
    const seeded = await seedAndLogin(harness, { username: 'alice', quota: 10 });
    alice = seeded.session;
    aliceId = seeded.user.id;
  }
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const amount = (body: unknown, session = alice) => harness.request('/api/user/amount', { method: 'POST', body, session });
  const pay = (body: unknown) => harness.request('/api/user/pay', { method: 'POST', body, session: alice });
  const notify = (params: Record<string, string>) => harness.request(`/api/user/epay/notify?${new URLSearchParams(params).toString()}`, { userId: null });
  const quotaOf = async () => (await getDb().selectFrom('users').select('quota').where('id', '=', aliceId).executeTakeFirstOrThrow()).quota;
  const topUpLogs = () => getDb().selectFrom('logs').selectAll().where('type', '=', LogType.TopUp).execute();
  async function order(amountUnits = 10): Promise<PayForm> {
    const response = await pay({ amount: amountUnits, top_up_code: '', payment_method: 'zfb' });
    const envelope = await envelopeOf<PayForm>(response);
    if (response.status !== 200) throw new Error(envelope.message);
    return envelope.data!;
  }
  function paidNotice(form: PayForm, key = EPAY.EpayKey, overrides: Record<string, string> = {}): Record<string, string> {
    const base = {
      pid: form.params['pid']!,
      trade_no: 'EP123',
      out_trade_no: form.params['out_trade_no']!,
      type: 'alipay',
      name: form.params['name']!,
      money: form.params['money']!,
      trade_status: 'TRADE_SUCCESS',
      ...overrides,
    };
    return signEpayParams(base, key);
  }

  it('TW-043: amount and pay refuse while online top-up is not configured', async () => {
    await start({});
    const preview = await amount({ amount: 5, top_up_code: '' });
    expect(preview.status).toBe(403);
    expect((await envelopeOf(preview)).message).toBe(messages.onlineTopUpDisabled);
    expect((await pay({ amount: 5, top_up_code: '', payment_method: 'zfb' })).status).toBe(403);
    expect(await getDb().selectFrom('top_ups').selectAll().execute()).toHaveLength(0);
  });

  it('API-WAL-002 / TW-044 / TW-046: the preview is amount × Price × top-up group ratio with 2 decimals', async () => {
    await start(EPAY);
    expect(await envelopeOf(await amount({ amount: 10, top_up_code: '' }))).toMatchObject({ success: true, data: '73.00' });
    const tooSmall = await amount({ amount: 1, top_up_code: '' });
    expect(tooSmall.status).toBe(400);
    expect((await envelopeOf(tooSmall)).message).toBe(messages.topUpAmountTooSmall);
    for (const bad of [{ amount: 0 }, { amount: 2.5 }, { amount: 'ten' }, {}]) expect((await amount(bad)).status).toBe(400);
    await getDb().updateTable('users').set({ group: 'vip' }).where('id', '=', aliceId).execute();
    expect((await envelopeOf(await amount({ amount: 3, top_up_code: '' }))).data).toBe('32.85');
  });

  it('API-WAL-003 / TW-047 / TW-048: pay inserts a pending order and answers the signed Epay form', async () => {
    await start(EPAY);
    const form = await order(10);
    expect(form.url).toBe('https://pay.example.com/submit.php');
    expect(form.params).toMatchObject({
      pid: '1001',
      type: 'alipay',
      notify_url: 'https://gateway.example.com/api/user/epay/notify',
      return_url: 'https://gateway.example.com/topup',
      name: 'TUC10',
      money: '73.00',
      sign_type: 'MD5',
    });
    expect(form.params['out_trade_no']).toMatch(new RegExp(`^USR${aliceId}NO[A-Za-z0-9]{6}[0-9]+$`));
    expect(verifyEpaySignature(form.params, EPAY.EpayKey)).toBe(true);
    const rows = await getDb().selectFrom('top_ups').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: aliceId, amount: 10, money: 73, trade_no: form.params['out_trade_no'], status: 'pending' });
    const wx = await envelopeOf<PayForm>(await pay({ amount: 2, top_up_code: '', payment_method: 'wx' }));
    expect(wx.data!.params['type']).toBe('wxpay');
  });

  it('amount and pay refuse while ServerAddress is unset: the notify URL never comes from the Host header', async () => {
    await start({ ...EPAY, ServerAddress: '' });
    const preview = await amount({ amount: 5, top_up_code: '' });
    expect(preview.status).toBe(403);
    expect((await envelopeOf(preview)).message).toBe(messages.paymentNeedsServerAddress);
    const refused = await harness.request('/api/user/pay', {
      method: 'POST',
      session: alice,
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
      body: { amount: 5, top_up_code: '', payment_method: 'zfb' },
    });
    expect(refused.status).toBe(403);
    expect((await envelopeOf(refused)).message).toBe(messages.paymentNeedsServerAddress);
    expect(await getDb().selectFrom('top_ups').selectAll().execute()).toHaveLength(0);
  });

  it('with ServerAddress set, a forged Host header changes neither notify_url nor return_url', async () => {
    await start(EPAY);
    const response = await harness.request('http://attacker.example/api/user/pay', {
      method: 'POST',
      session: alice,
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
      body: { amount: 5, top_up_code: '', payment_method: 'zfb' },
    });
    const form = (await envelopeOf<PayForm>(response)).data!;
    expect(form.params['notify_url']).toBe('https://gateway.example.com/api/user/epay/notify');
    expect(form.params['return_url']).toBe('https://gateway.example.com/topup');
  });

  it('the custom callback address replaces the server address in notify_url', async () => {
    await start({ ...EPAY, CustomCallbackAddress: 'https://callback.example.net/' });
    expect((await order()).params['notify_url']).toBe('https://callback.example.net/api/user/epay/notify');
  });

  it('a forged, tampered or foreign notification credits nothing', async () => {
    await start(EPAY);
    const form = await order(10);
    const forged = paidNotice(form, 'wrong-key');
    const tampered = { ...paidNotice(form), out_trade_no: 'USR1NOxxxxxx1' };
    const cheaper = paidNotice(form, EPAY.EpayKey, { money: '0.01' });
    const foreign = paidNotice(form, EPAY.EpayKey, { pid: '9999' });
    for (const params of [forged, tampered, cheaper, foreign, {}]) {
      const response = await notify(params);
      expect(await response.text()).toBe('fail');
    }
    expect(await quotaOf()).toBe(10);
    expect((await getDb().selectFrom('top_ups').select('status').executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await topUpLogs()).toHaveLength(0);
  });

  it('a waiting status is acknowledged and credits nothing', async () => {
    await start(EPAY);
    const form = await order(10);
    expect(await (await notify(paidNotice(form, EPAY.EpayKey, { trade_status: 'WAIT_BUYER_PAY' }))).text()).toBe('success');
    expect(await quotaOf()).toBe(10);
  });

  it('an order whose user is gone answers fail and writes nothing', async () => {
    await start(EPAY);
    const form = await order(10);
    await getDb().updateTable('users').set({ deleted_at: 1_700_000_000 }).where('id', '=', aliceId).execute();
    expect(await (await notify(paidNotice(form))).text()).toBe('fail');
    expect((await getDb().selectFrom('top_ups').select('status').executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await topUpLogs()).toHaveLength(0);
    expect(harness.loggedErrors.join('\n')).toContain('crediting the order failed');
  });

  it('five concurrent genuine notifications credit once; a later replay credits nothing', async () => {
    await start(EPAY);
    const form = await order(10);
    const params = paidNotice(form);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(params).then((response) => response.text())));
    expect(answers).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(await quotaOf()).toBe(10 + 10 * 500_000);
    expect((await getDb().selectFrom('top_ups').select('status').executeTakeFirstOrThrow()).status).toBe('success');
    expect(await topUpLogs()).toHaveLength(1);

    expect(await (await notify(params)).text()).toBe('success');
    expect(await quotaOf()).toBe(10 + 10 * 500_000);
    expect(await topUpLogs()).toHaveLength(1);
  });
});
