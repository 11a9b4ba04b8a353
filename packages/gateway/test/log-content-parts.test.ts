/**
 * Every log row the server writes carries its content twice: the English `content`
 * text new-api clients read (unchanged words), and the message keys with parameters under
 * `other.content_parts`, which the console renders in the reader's language.
 */
import { expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType, Role } from '@gateway/domain';
import { addChannel, freshWorldEachTest, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { createHarness, envelopeOf, seedAndLogin } from './support/harness.ts';

type Row = { type: number; content: string; other: string };

const partsOf = (row: Row) => (JSON.parse(row.other) as { content_parts?: unknown }).content_parts;

describeEachDialect('log rows carry message keys and parameters', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));

  const rowsOfType = (type: number) =>
    getDb().selectFrom('logs').select(['type', 'content', 'other']).where('type', '=', type).orderBy('id').execute() as Promise<Row[]>;

  it('a registration bonus (system), a redeemed code (top-up) and an admin quota change (manage)', async () => {
    await upsertOptions(getDb(), { QuotaForNewUser: '5000', DisplayInCurrencyEnabled: 'true', QuotaPerUnit: '500000' });
    const harness = createHarness(getDb(), dialect);
    expect((await harness.request('/api/user/register', { body: { username: 'newbie', password: 'newbie-pass', password2: 'newbie-pass' } })).status).toBe(200);
    const [system] = await rowsOfType(LogType.System);
    expect(system!.content).toBe('new user registration bonus $0.010000');
    expect(partsOf(system!)).toEqual([{ key: 'registrationBonus', params: { quota: 5000 } }]);

    const admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    const alice = await seedAndLogin(harness, { username: 'alice', quota: 100 });
    const created = await envelopeOf<string[]>(
      await harness.request('/api/redemption/', { method: 'POST', body: { name: 'gift', quota: 700, count: 1 }, session: admin }),
    );
    expect((await harness.request('/api/user/topup', { method: 'POST', body: { key: created.data![0] }, session: alice.session })).status).toBe(200);
    const [topUp] = await rowsOfType(LogType.TopUp);
    const codeId = (await getDb().selectFrom('redemptions').select('id').executeTakeFirstOrThrow()).id;
    expect(topUp!.content).toBe(`top up via redemption code $0.001400, code id ${codeId}`);
    expect(partsOf(topUp!)).toEqual([{ key: 'redemptionTopUp', params: { quota: 700, codeId: Number(codeId) } }]);

    // alice holds 100 + the redeemed 700.
    const edit = { id: alice.user.id, username: 'alice', display_name: 'alice', password: '', group: 'default', quota: 900, role: Role.Common };
    expect((await harness.request('/api/user/', { method: 'PUT', session: admin, body: edit })).status).toBe(200);
    const [manage] = await rowsOfType(LogType.Manage);
    expect(manage!.content).toBe('admin changed quota from $0.001600 to $0.001800');
    expect(partsOf(manage!)).toEqual([{ key: 'adminQuotaChange', params: { fromQuota: 800, toQuota: 900 } }]);
  });

  it('a relayed request (consume): the ratios as a message, the same English text as before', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const [consume] = await rowsOfType(LogType.Consume);
    expect(consume!.content).toBe('model ratio 1.00, completion ratio 4.00, group ratio 1.00');
    expect(partsOf(consume!)).toEqual([{ key: 'modelRatio', params: { modelRatio: 1, completionRatio: 4, groupRatio: 1 } }]);
  });
});
