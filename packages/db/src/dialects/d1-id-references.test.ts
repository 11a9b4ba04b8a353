import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SENTINEL_BASE, substituteIdReferences, type IdSentinel, type InsertedRows } from './d1-id-references.ts';

// ADR 0037: ids inserted earlier in a D1 batch, bound by later statements of the same batch.
const query = (sql: string, parameters: unknown[]): CompiledQuery => ({
  sql,
  parameters,
  query: { kind: 'RawNode' } as never,
  queryId: { queryId: 'q' } as never,
});

describe('substituteIdReferences', () => {
  const first = SENTINEL_BASE;
  const second = SENTINEL_BASE + 1;
  const sentinels = new Map<number, IdSentinel>([
    [first, { table: 'channels', statement: 0, row: 0, rows: 2 }],
    [second, { table: 'channels', statement: 0, row: 1, rows: 2 }],
  ]);

  it('replaces each bound sentinel by the read-back of its row, keeping the other parameters in order', () => {
    const inserted: InsertedRows[] = [{ table: 'channels', rows: 2 }, null];
    const out = substituteIdReferences(
      query('insert into "abilities" ("model", "channel_id") values (?, ?), (?, ?)', ['a', first, 'b', second]),
      1,
      sentinels,
      inserted,
    );
    expect(out.sql).toBe(
      'insert into "abilities" ("model", "channel_id") values (?, (SELECT "id" FROM "channels" ORDER BY "id" DESC LIMIT 1 OFFSET 1)), (?, (SELECT "id" FROM "channels" ORDER BY "id" DESC LIMIT 1 OFFSET 0))',
    );
    expect(out.parameters).toEqual(['a', 'b']);
  });

  it('counts the rows inserted into the same table in between; a question mark inside quotes is not a parameter', () => {
    const inserted: InsertedRows[] = [{ table: 'channels', rows: 2 }, { table: 'channels', rows: 3 }, { table: 'logs', rows: 1 }, null];
    const out = substituteIdReferences(query(`select '?' as "a?", ? as x`, [second]), 3, sentinels, inserted);
    expect(out.sql).toBe(`select '?' as "a?", (SELECT "id" FROM "channels" ORDER BY "id" DESC LIMIT 1 OFFSET 3) as x`);
    expect(out.parameters).toEqual([]);
  });

  it('refuses a reference across an insert of unknown size, and one before its insert', () => {
    expect(() =>
      substituteIdReferences(query('select ?', [first]), 2, sentinels, [{ table: 'channels', rows: 2 }, { table: 'channels', rows: -1 }, null]),
    ).toThrow(/unknown size/);
    expect(() => substituteIdReferences(query('select ?', [first]), 0, sentinels, [{ table: 'channels', rows: 2 }])).toThrow(/before its INSERT/);
  });

  it('leaves a statement without sentinels untouched', () => {
    const plain = query('update "users" set "quota" = ? where "id" = ?', [5, 7]);
    expect(substituteIdReferences(plain, 1, sentinels, [null, null])).toBe(plain);
  });
});
