import { beforeEach, expect, it } from 'vitest';
import { insertChannel, insertLogs, type NewLogEntry } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, Role } from '@gateway/domain';
import { EXPORT_BATCH_ROWS } from '../src/routes/api/log-export/log-csv-stream.ts';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { csvObjects, parseCsv } from './support/parse-csv.ts';

const T0 = 1_700_000_000;
/** More rows than one export batch, so the keyset continuation is exercised. */
const BULK = EXPORT_BATCH_ROWS * 2 + 37;

/** Texts that need quoting or the formula guard, as users and upstreams write them. */
const TRICKY = ['plain', 'a, b', 'say "hi"', 'line one\nline two', '=1+2', '+cmd', '-3', '@SUM(A1)', '模型, 名'];

describeEachDialect('usage-log CSV export (ADR 0041)', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let alice: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    alice = (await seedAndLogin(harness, { username: 'alice' })).session;
    const bob = (await seedAndLogin(harness, { username: 'bob' })).session;
    await getDb().deleteFrom('logs').execute();
    const channelId = await insertChannel(getDb(), { name: 'primary, "east"', type: 1, key: 'sk-x', models: 'gpt-4o', group: 'default' });
    const rows: NewLogEntry[] = [];
    for (let index = 0; index < BULK; index += 1) {
      const mine = index % 3 !== 0;
      const error = index % 5 === 0;
      rows.push({
        user_id: mine ? alice.userId : bob.userId,
        username: mine ? 'alice' : 'bob',
        created_at: T0 + index,
        type: error ? LogType.Error : LogType.Consume,
        content: TRICKY[index % TRICKY.length]!,
        model_name: index % 2 === 0 ? 'gpt-4o' : 'gpt-4o-mini',
        token_name: TRICKY[(index + 3) % TRICKY.length]!,
        group: 'default',
        channel_id: channelId,
        quota: error ? 0 : index,
        prompt_tokens: index % 97,
        completion_tokens: index % 13,
        other: JSON.stringify(
          error
            ? { status_code: index % 2 === 0 ? 429 : 503, admin_info: { use_channel: [String(channelId)] } }
            : { model_ratio: 1, admin_info: { use_channel: [String(channelId)] } },
        ),
      });
    }
    await insertLogs(getDb(), rows);
  });

  async function exportText(path: string, session: Session): Promise<{ text: string; response: Response }> {
    const response = await harness.request(path, { session });
    // text() would drop the byte-order mark (UTF-8 decode); keep it to see that it is sent.
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()), response };
  }

  /** Every row of the list for the same query, paged through. */
  async function listAll(path: string, session: Session): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const body = await envelopeOf<{ items: Record<string, unknown>[]; total: number }>(await harness.request(`${path}&p=${page}&page_size=100`, { session }));
      items.push(...body.data!.items);
      if (items.length >= body.data!.total || body.data!.items.length === 0) return items;
    }
  }

  /** A list item as the export writes it: every exported column, as text. */
  function asCsvRecord(item: Record<string, unknown>, columns: readonly string[]): Record<string, string> {
    const text = (value: unknown) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value));
    const time = new Date(Number(item['created_at']) * 1000).toISOString().replace('.000Z', 'Z');
    return Object.fromEntries(columns.map((column) => [column, column === 'time' ? time : text(item[column])]));
  }

  it('admin: the export of a filtered range equals the list rows, in order, every column (errors with status 429)', async () => {
    const filter = `type=5&status_code=429&start_timestamp=${T0 + 100}&end_timestamp=${T0 + 1900}`;
    const { text, response } = await exportText(`/api/log/export?${filter}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="usage-log-\d{8}-\d{6}\.csv"$/);
    expect(
      text.startsWith(
        '\uFEFFid,created_at,time,type,username,token_name,model_name,group,prompt_tokens,completion_tokens,quota,use_time,is_stream,channel,channel_name,content,other\r\n',
      ),
    ).toBe(true);
    const exported = csvObjects(text);
    const listed = await listAll(`/api/log/?${filter}`, admin);
    expect(listed.length).toBeGreaterThan(100);
    const columns = parseCsv(text)[0]!;
    expect(exported).toEqual(listed.map((item) => asCsvRecord(item, columns)));
    expect(new Set(exported.map((row) => JSON.parse(row['other']!).status_code))).toEqual(new Set([429]));
  });

  it('admin: the whole log, across several keyset batches, without a filter', async () => {
    const exported = csvObjects((await exportText('/api/log/export', admin)).text);
    expect(exported).toHaveLength(BULK);
    expect(exported.map((row) => Number(row['id']))).toEqual([...exported.map((row) => Number(row['id']))].sort((a, b) => b - a));
    expect(new Set(exported.map((row) => row['content']))).toEqual(new Set(TRICKY.map((value) => (/^[=+\-@]/.test(value) ? `'${value}` : value))));
  });

  it("self: only the caller's rows, the list's filters, no channel columns and no admin_info", async () => {
    const filter = `type=2&model_name=gpt-4o-mini&username=bob&channel=999`;
    const { text } = await exportText(`/api/log/self/export?${filter}`, alice);
    const columns = parseCsv(text)[0]!;
    expect(columns).not.toContain('channel');
    expect(columns).not.toContain('channel_name');
    const exported = csvObjects(text);
    const listed = await listAll(`/api/log/self/?${filter}`, alice);
    expect(listed.length).toBeGreaterThan(EXPORT_BATCH_ROWS / 4);
    expect(exported).toEqual(listed.map((item) => asCsvRecord(item, columns)));
    expect(exported.every((row) => row['username'] === 'alice' && !row['other']!.includes('admin_info'))).toBe(true);
  });

  it("bad filters answer 400 before any CSV; users cannot export everyone's log", async () => {
    const bad = await harness.request('/api/log/export?status_code=abc', { session: admin });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    expect((await harness.request('/api/log/export', { session: alice })).status).toBe(403);
    expect((await harness.request('/api/log/self/export')).status).toBe(401);
  });

  it('an empty range is the header row alone', async () => {
    const { text } = await exportText(`/api/log/self/export?start_timestamp=${T0 + 10 * BULK}`, alice);
    expect(parseCsv(text)).toHaveLength(1);
  });
});
