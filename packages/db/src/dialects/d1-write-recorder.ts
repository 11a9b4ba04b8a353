import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  ValuesNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';
import { SENTINEL_BASE, substituteIdReferences, type IdSentinel, type InsertedRows } from './d1-id-references.ts';

/** One statement of the batch being recorded; `guard` numbers the check statements. */
interface Recorded {
  query: CompiledQuery;
  inserted: InsertedRows;
  guard?: number;
}

type Read = (query: CompiledQuery) => Promise<Array<Record<string, unknown>>>;

function isRead(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return true;
  return query.query.kind === 'RawNode' && /^\s*(select|with)\b/i.test(query.sql);
}

function insertedRows(query: CompiledQuery): InsertedRows {
  const node = query.query;
  if (node.kind !== 'InsertQueryNode') return null;
  const table = node.into?.table.identifier.name ?? '';
  const values = node.values;
  const rows = values !== undefined && ValuesNode.is(values) ? values.values.length : -1;
  return { table, rows };
}

/**
 * Records the writes of one atomic D1 batch (ADR 0037). Reads made before the first write run at once on
 * D1; a read after a write is refused (it could not see the pending writes). Each write is compiled by a
 * Kysely with the D1 plugins and kept; it answers "1 row changed" and, for an INSERT … RETURNING, sentinel
 * ids (d1-id-references.ts) that later statements may bind. `guard` adds a check statement that fails the
 * whole batch when its condition is false.
 */
export class D1WriteRecorder {
  readonly db: Kysely<Database>;
  private readonly statements: Recorded[] = [];
  private readonly sentinels = new Map<number, IdSentinel>();
  private readonly reasons: string[] = [];
  private readonly read: Read;

  constructor(read: Read) {
    this.read = read;
    this.db = new Kysely<Database>({ dialect: this.dialect(), plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin()] });
  }

  /** Appends a check: `condition` (SQL, compiled by this recorder) must be true at this point of the batch. */
  guard(condition: CompiledQuery, reason: string): void {
    const index = this.reasons.push(reason) - 1;
    const sql = `SELECT CASE WHEN (${condition.sql}) THEN 1 ELSE json_extract('{}', ? || changes()) END`;
    this.statements.push({ query: { ...condition, sql, parameters: [...condition.parameters, `gateway-guard-${index}-`] }, inserted: null, guard: index });
  }

  /** The reason of the guard that failed a batch, if `error` is one. */
  failedGuard(error: unknown): string | undefined {
    const match = /gateway-guard-(\d+)-/.exec(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));
    return match === null ? undefined : this.reasons[Number(match[1])];
  }

  /** The statements, with id references rewritten, ready for one `batch()`. */
  compile(): CompiledQuery[] {
    const inserted = this.statements.map((statement) => statement.inserted);
    return this.statements.map((statement, index) => substituteIdReferences(statement.query, index, this.sentinels, inserted));
  }

  /** Maps sentinel ids (a number, or the numbers of an array or a plain object, one level) to the real ids. */
  resolve<T>(value: T, results: ReadonlyArray<{ rows: Array<Record<string, unknown>> }>): T {
    const real = (item: unknown): unknown => {
      const sentinel = typeof item === 'number' ? this.sentinels.get(item) : undefined;
      return sentinel === undefined ? item : Number(results[sentinel.statement]?.rows[sentinel.row]?.id);
    };
    if (Array.isArray(value)) return value.map(real) as T;
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, real(item)])) as T;
    return real(value) as T;
  }

  private async execute(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (isRead(query)) {
      if (this.statements.some((statement) => statement.guard === undefined)) {
        throw new Error('d1 atomic write: a read after a write cannot see the pending writes; read first');
      }
      return { rows: await this.read(query) };
    }
    const inserted = insertedRows(query);
    const statement = this.statements.push({ query, inserted }) - 1;
    if (inserted === null || query.query.kind !== 'InsertQueryNode' || query.query.returning === undefined) return { rows: [], numAffectedRows: 1n };
    const rows: Array<{ id: number }> = [];
    for (let row = 0; row < Math.max(inserted.rows, 1); row++) {
      const id = SENTINEL_BASE + this.sentinels.size;
      this.sentinels.set(id, { table: inserted.table, statement, row, rows: inserted.rows });
      rows.push({ id });
    }
    return { rows, numAffectedRows: BigInt(rows.length), insertId: BigInt(rows.at(-1)!.id) };
  }

  private dialect(): Dialect {
    const connection: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => this.execute(query) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('d1 atomic write: streaming is not supported');
      },
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    return {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    };
  }
}
