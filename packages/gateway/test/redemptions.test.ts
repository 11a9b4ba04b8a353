import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createPostgresDatabase } from '@gateway/db/postgres';
import { clearAllTables, describeEachDialect, postgresTestUrl } from '@gateway/db/testing';
import type { DatabaseHandle } from '@gateway/db';
import { LogType, messages, RedemptionStatus, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, type Harness, type Session } from './support/harness.ts';

interface CodeView {
  id: number;
  key: string;
  name: string;
  quota: number;
  status: number;
  used_user_id: number;
}

interface CodePage {
  items: CodeView[];
  total: number;
  page: number;
  page_size: number;
}

describeEachDialect('redemption codes API', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let alice: Session;
  let aliceId: number;
  let extraHandle: DatabaseHandle | undefined;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    const seeded = await seedAndLogin(harness, { username: 'alice', quota: 100 });
    alice = seeded.session;
    aliceId = seeded.user.id;
  });
  afterEach(async () => {
    await extraHandle?.close();
    extraHandle = undefined;
  });

  const codes = () => getDb().selectFrom('redemptions').selectAll().orderBy('id').execute();
  const quotaOf = async (id: number) => (await getDb().selectFrom('users').select('quota').where('id', '=', id).executeTakeFirstOrThrow()).quota;
  const topUpLogs = () => getDb().selectFrom('logs').selectAll().where('type', '=', LogType.TopUp).execute();
  async function createCodes(body: Record<string, unknown>): Promise<string[]> {
    const response = await harness.request('/api/redemption/', { method: 'POST', body, session: admin });
    const envelope = await envelopeOf<string[]>(response);
    if (response.status !== 200) throw new Error(envelope.message);
    return envelope.data!;
  }
  const redeem = (key: unknown, session: Session = alice, app: Harness = harness) => app.request('/api/user/topup', { method: 'POST', body: { key }, session });

  it('API-RED-004 / TW-032: creates count codes of 32 hex characters and answers them', async () => {
    const keys = await createCodes({ name: 'promo', quota: 5000, count: 3 });
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    expect(await codes()).toHaveLength(3);
    expect((await codes())[0]).toMatchObject({ name: 'promo', quota: 5000, status: RedemptionStatus.Unused, used_user_id: 0 });
  });

  it('TW-037: invalid creation input is refused and writes nothing; only admins may create', async () => {
    for (const body of [
      { name: '', quota: 1, count: 1 },
      { name: 'x'.repeat(21), quota: 1, count: 1 },
      { name: 'n', quota: 0, count: 1 },
      { name: 'n', quota: 1.5, count: 1 },
      { name: 'n', quota: 1, count: 0 },
      { name: 'n', quota: 1, count: 101 },
      { name: 'n', quota: '5', count: 1 },
    ]) {
      const response = await harness.request('/api/redemption/', { method: 'POST', body, session: admin });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const forbidden = await harness.request('/api/redemption/', { method: 'POST', body: { name: 'n', quota: 1, count: 1 }, session: alice });
    expect(forbidden.status).toBe(403);
    expect(await codes()).toHaveLength(0);
  });

  it('API-RED-001/002/003: lists from the first page (p=0), searches by id or a part of the name, reads one', async () => {
    await createCodes({ name: 'alpha', quota: 1, count: 2 });
    await createCodes({ name: 'beta', quota: 1, count: 1 });
    const page = await envelopeOf<CodePage>(await harness.request('/api/redemption/?p=0&page_size=2', { session: admin }));
    expect(page.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.data!.items.map((code) => code.name)).toEqual(['beta', 'alpha']);
    // new-api's DeletedAt beside deleted_at (a listed code is live: both null).
    expect(page.data!.items[0]).toMatchObject({ DeletedAt: null, deleted_at: null });
    const byName = await envelopeOf<CodePage>(await harness.request('/api/redemption/search?keyword=alp&p=0&page_size=10', { session: admin }));
    expect(byName.data!.items.map((code) => code.name)).toEqual(['alpha', 'alpha']);
    const inner = await envelopeOf<CodePage>(await harness.request('/api/redemption/search?keyword=lph', { session: admin }));
    expect(inner.data!.items.map((code) => code.name)).toEqual(['alpha', 'alpha']);
    const wildcard = await envelopeOf<CodePage>(await harness.request('/api/redemption/search?keyword=a%25a', { session: admin }));
    expect(wildcard.data!.total).toBe(0);
    const [first] = await codes();
    const byId = await envelopeOf<CodePage>(await harness.request(`/api/redemption/search?keyword=${first!.id}`, { session: admin }));
    expect(byId.data!.items.map((code) => code.id)).toContain(first!.id);
    const one = await envelopeOf<CodeView>(await harness.request(`/api/redemption/${first!.id}`, { session: admin }));
    expect(one.data).toMatchObject({ id: first!.id, name: 'alpha' });
    expect((await harness.request('/api/redemption/999999', { session: admin })).status).toBe(404);
    expect((await harness.request('/api/redemption/', { session: alice })).status).toBe(403);
  });

  it('API-RED-005/006 / TW-027 / TW-028: edits and enables only unused codes; deletes softly', async () => {
    const [key] = await createCodes({ name: 'edit', quota: 10, count: 1 });
    const [code] = await codes();
    const edited = await harness.request('/api/redemption/', { method: 'PUT', body: { id: code!.id, name: 'renamed', quota: 20 }, session: admin });
    expect((await envelopeOf<CodeView>(edited)).data).toMatchObject({ name: 'renamed', quota: 20 });
    const disabled = await harness.request('/api/redemption/?status_only=true', { method: 'PUT', body: { id: code!.id, status: 2 }, session: admin });
    expect((await envelopeOf<CodeView>(disabled)).data!.status).toBe(2);
    expect((await envelopeOf(await redeem(key))).message).toBe(messages.redemptionInvalid);
    await harness.request('/api/redemption/?status_only=true', { method: 'PUT', body: { id: code!.id, status: 1 }, session: admin });
    expect((await redeem(key)).status).toBe(200);

    const reenable = await harness.request('/api/redemption/?status_only=true', { method: 'PUT', body: { id: code!.id, status: 1 }, session: admin });
    expect(reenable.status).toBe(409);
    expect((await envelopeOf(reenable)).message).toBe(messages.redemptionUsedCannotEnable);
    const editUsed = await harness.request('/api/redemption/', { method: 'PUT', body: { id: code!.id, name: 'late', quota: 99 }, session: admin });
    expect((await envelopeOf(editUsed)).message).toBe(messages.redemptionNotEditable);
    expect((await codes())[0]).toMatchObject({ name: 'renamed', quota: 20, status: RedemptionStatus.Used, used_user_id: aliceId });

    expect((await harness.request(`/api/redemption/${code!.id}/`, { method: 'DELETE', session: admin })).status).toBe(200);
    expect((await codes())[0]!.deleted_at).not.toBeNull();
    expect((await envelopeOf<CodePage>(await harness.request('/api/redemption/', { session: admin }))).data!.total).toBe(0);
  });

  it('API-WAL-001 / TW-040 / TW-041: redeeming credits the quota once and logs a top-up', async () => {
    const [key] = await createCodes({ name: 'gift', quota: 700, count: 1 });
    const empty = await redeem('');
    expect((await envelopeOf(empty)).message).toBe(messages.redemptionCodeRequired);
    expect((await envelopeOf(await redeem('f'.repeat(32)))).message).toBe(messages.redemptionInvalid);
    const response = await redeem(key);
    expect(await envelopeOf<number>(response)).toMatchObject({ success: true, data: 700 });
    expect(await quotaOf(aliceId)).toBe(800);
    const again = await redeem(key);
    expect(again.status).toBe(400);
    expect((await envelopeOf(again)).message).toBe(messages.redemptionUsed);
    expect(await quotaOf(aliceId)).toBe(800);
    const logs = await topUpLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ user_id: aliceId, username: 'alice' });
  });

  it('20 concurrent redemptions of one code: exactly one succeeds, one credit, one log row', async () => {
    const [key] = await createCodes({ name: 'race', quota: 1000, count: 1 });
    const others = await Promise.all(Array.from({ length: 4 }, (_, index) => seedAndLogin(harness, { username: `racer${index}` })));
    const sessions = [alice, ...others.map((entry) => entry.session)];
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => redeem(key, sessions[index % sessions.length])));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const total = await getDb()
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('quota').as('sum'))
      .executeTakeFirstOrThrow();
    expect(Number(total.sum)).toBe(100 + 1000);
    expect(await topUpLogs()).toHaveLength(1);
  });

  /** A second gateway on the same database; on PostgreSQL with its own pool, as a second process would have. */
  async function secondInstance(): Promise<Harness> {
    // One Node process cannot hold two SQLite write connections without blocking itself (the
    // driver is synchronous), so there the second app shares the connection.
    if (dialect !== 'postgres') return createHarness(getDb(), dialect);
    const database = await sql<{ name: string }>`select current_database() as name`.execute(getDb());
    const url = new URL(postgresTestUrl());
    url.pathname = `/${database.rows[0]!.name}`;
    extraHandle = createPostgresDatabase({ connectionString: url.toString(), max: 4 });
    return createHarness(extraHandle.db, 'postgres');
  }

  it('two app instances (separate pools on PostgreSQL, like two processes) still redeem a code once', async () => {
    const [key] = await createCodes({ name: 'multi', quota: 1000, count: 1 });
    const second = await secondInstance();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => redeem(key, alice, index % 2 === 0 ? harness : second)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await quotaOf(aliceId)).toBe(1100);
    expect(await topUpLogs()).toHaveLength(1);
  });
});
