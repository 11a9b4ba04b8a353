import { CompiledQuery, createQueryId, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import type { TestDialect } from '../testing/test-database.ts';
import { consumeActivity, consumeTotals, listLogs, listLogsWithChannelName, type LogFilters } from './logs.repository.ts';
import { aggregateQuotaData } from './quota-data.repository.ts';
import { rebuildQuotaDataModels } from './quota-data-models.repository.ts';

/**
 * ADR 0042: the query plans of the usage-log shapes the console runs, on a seeded and
 * analysed table (20,000 rows over 90 days, 500 users, 50 models): every filtered shape reaches the
 * logs through an index (SQLite: SEARCH …, PostgreSQL: Index Scan / Index Only Scan / Bitmap) and no
 * list sorts its rows (SQLite: no temp b-tree for ORDER BY; PostgreSQL: no Sort node).
 */
const ROWS = 20_000;
const END = 1_800_000_000;
const SPAN = 90 * 86_400;
const DAY = 86_400;

function seedStatement(dialect: TestDialect) {
  const columns = `user_id, created_at, type, username, model_name, token_name, quota, prompt_tokens, completion_tokens, channel_id, "group", other`;
  const values = `1 + (g * 7919) % 500, ${END - SPAN} + g * ${Math.floor(SPAN / ROWS)}, case when g % 10 = 0 then 5 else 2 end,
    'user' || (1 + (g * 7919) % 500), 'model-' || ((g * 104729) % 50), 'key', 100 + g % 900, 10 + g % 90, g % 40, 1 + g % 20, 'default', ''`;
  if (dialect === 'postgres') return sql.raw(`insert into logs (${columns}) select ${values} from generate_series(1, ${ROWS}) as g`);
  if (dialect === 'sqlite')
    return sql.raw(
      `insert into logs (${columns}) with recursive seq(g) as (select 1 union all select g + 1 from seq where g < ${ROWS}) select ${values} from seq`,
    );
  // MySQL/MariaDB: backquoted `group`, concat() for ||.
  const mysqlValues = values.replace(/'(user|model-)' \|\| \(([^)]*\)[^)]*)\)/g, "concat('$1', $2)");
  // MariaDB caps recursive CTEs at 1,000 steps per session (max_recursive_iterations): its Sequence engine's
  // seq_1_to_N table gives the numbers instead.
  return sql.raw(`insert into logs (${columns.replace('"group"', '`group`')}) select ${mysqlValues} from (select seq as g from seq_1_to_${ROWS}) numbers`);
}

const rollupStatement = sql`insert into quota_data (user_id, username, model_name, created_at, token_used, count, quota)
  select user_id, username, model_name, created_at - (created_at % 3600), sum(prompt_tokens + completion_tokens), count(*), sum(quota)
  from logs where type = 2 group by user_id, username, model_name, created_at - (created_at % 3600)`;

/** Runs `work` against a Kysely that records every query it compiles (subqueries too, on their own), and returns them. */
async function capture(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(db.withPlugin(recorder));
  return nodes.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/**
 * One readable line per plan step: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's node types
 * ("Index Scan logs idx_…"), MySQL's EXPLAIN rows ("ALL logs", "ref logs idx_… Using where").
 */
async function planOf(db: Kysely<Database>, dialect: TestDialect, query: CompiledQuery): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return result.rows.map((row) => row.detail);
  }
  if (dialect !== 'postgres') {
    const result = await db.executeQuery<{ type: string; table: string; key: string | null; Extra: string | null }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return result.rows.map((row) => [row.type, row.table, row.key, row.Extra].filter(Boolean).join(' '));
  }
  const result = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  return flatten(result.rows[0]!['QUERY PLAN'][0]!.Plan).map((node) =>
    [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' '),
  );
}

/** The table is read through an index: no full scan of it. */
function expectIndexed(plan: string[], table: string, dialect: TestDialect): void {
  const reads = plan.filter((step) => (dialect === 'sqlite' ? new RegExp(`^(SCAN|SEARCH) ${table}\\b`).test(step) : step.includes(` ${table}`)));
  expect(reads.length, plan.join(' | ')).toBeGreaterThan(0);
  for (const step of reads) {
    if (dialect === 'sqlite') expect(step, plan.join(' | ')).toMatch(/^SEARCH /);
    else if (dialect === 'postgres') expect(step, plan.join(' | ')).toMatch(/^(Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan)/);
    else expect(step, plan.join(' | ')).not.toMatch(/^(ALL|index) /);
  }
}

/** The rows come out in index order: no sort of the matched rows. */
function expectNoSort(plan: string[]): void {
  for (const step of plan) expect(step, plan.join(' | ')).not.toMatch(/TEMP B-TREE FOR ORDER BY|^Sort|^Incremental Sort|Using filesort/);
}

describeEachDialect('usage-log query plans (ADR 0042)', (getDb, dialect) => {
  beforeAll(async () => {
    await seedStatement(dialect).execute(getDb());
    await rollupStatement.execute(getDb());
    await rebuildQuotaDataModels(getDb());
    await sql.raw(dialect === 'mariadb' ? 'analyze table logs, quota_data, quota_data_models' : 'analyze').execute(getDb());
  });

  const user: LogFilters = { userId: 7 };
  const range = { startTimestamp: END - 7 * DAY, endTimestamp: END };

  it('GET /api/log/ first page: newest first along the primary key, no sort; the count stops at the lookahead', async () => {
    const [items, count] = await capture(getDb(), (db) => listLogsWithChannelName(db, {}, { offset: 0, limit: 10 }));
    const plan = await planOf(getDb(), dialect, items!);
    expectNoSort(plan);
    if (dialect === 'postgres') expect(plan.join(' | ')).toMatch(/Index Scan logs logs_pkey/);
    expect(count!.sql).toMatch(/limit/i);
  });

  it('a deep page by before_id seeks on the primary key instead of skipping rows', async () => {
    const [items] = await capture(getDb(), (db) => listLogsWithChannelName(db, {}, { offset: 99_990, limit: 10, beforeId: 5_000 }));
    const plan = await planOf(getDb(), dialect, items!);
    expectIndexed(plan, 'logs', dialect);
    expectNoSort(plan);
    expect(items!.sql).not.toMatch(/offset/i);
  });

  it("GET /api/log/self/: a user's rows by (user_id, id), no sort, counted through the index", async () => {
    const queries = await capture(getDb(), (db) => listLogs(db, user, { offset: 0, limit: 10 }));
    for (const query of queries) expectIndexed(await planOf(getDb(), dialect, query), 'logs', dialect);
    expectNoSort(await planOf(getDb(), dialect, queries[0]!));
  });

  it('the filtered self list (user + model + time range) and its count use an index, no sort', async () => {
    const queries = await capture(getDb(), (db) => listLogs(db, { ...user, modelName: 'model-3', ...range }, { offset: 0, limit: 10, nowSeconds: END }));
    for (const query of queries) expectIndexed(await planOf(getDb(), dialect, query), 'logs', dialect);
    expectNoSort(await planOf(getDb(), dialect, queries[0]!));
  });

  it('the admin list over a recent range walks ids from the newest (no sort); an old range seeks the (created_at, id) index', async () => {
    const [recent] = await capture(getDb(), (db) =>
      listLogsWithChannelName(db, { startTimestamp: END - DAY, endTimestamp: END }, { offset: 0, limit: 10, nowSeconds: END }),
    );
    // MariaDB's planner prefers the (created_at, type) range for the last day and sorts those rows: a bounded
    // sort of one day, not of the table. SQLite and PostgreSQL walk the ids from the newest with no sort.
    if (dialect === 'mariadb') expectIndexed(await planOf(getDb(), dialect, recent!), 'logs', dialect);
    else expectNoSort(await planOf(getDb(), dialect, recent!));
    const [old] = await capture(getDb(), (db) =>
      listLogsWithChannelName(db, { startTimestamp: END - 60 * DAY, endTimestamp: END - 59 * DAY }, { offset: 0, limit: 10, nowSeconds: END }),
    );
    expectIndexed(await planOf(getDb(), dialect, old!), 'logs', dialect);
  });

  it('the stat queries (self: user + range; admin: range; rpm/tpm: last 60 s) read an index range', async () => {
    const queries = await capture(getDb(), async (db) => {
      await consumeTotals(db, { ...user, ...range });
      await consumeTotals(db, { startTimestamp: END - DAY, endTimestamp: END });
      await consumeActivity(db, { ...user, startTimestamp: END - 60 });
      await consumeActivity(db, { startTimestamp: END - 60 });
    });
    expect(queries).toHaveLength(4);
    for (const query of queries) expectIndexed(await planOf(getDb(), dialect, query), 'logs', dialect);
    // ADR 0046: on SQLite the sums come from the covering indexes, no table row per matched log.
    if (dialect === 'sqlite') {
      const [self, admin] = await Promise.all(queries.slice(0, 2).map((query) => planOf(getDb(), dialect, query)));
      expect(self!.join(' | ')).toMatch(/COVERING INDEX idx_logs_user_created_at_sums/);
      expect(admin!.join(' | ')).toMatch(/COVERING INDEX idx_created_at_type/);
    }
  });

  it('the dashboard reads the quota_data rollups of a user, and the cross-user rollup for a time range, through an index', async () => {
    const [self] = await capture(getDb(), (db) => aggregateQuotaData(db, { userId: 7, ...range, granularity: 'day', perUser: false }));
    expectIndexed(await planOf(getDb(), dialect, self!), 'quota_data', dialect);
    if (dialect === 'sqlite') expect((await planOf(getDb(), dialect, self!)).join(' | ')).toMatch(/COVERING INDEX idx_qdt_user_created_at_sums/);
    // ADR 0046: all users read quota_data_models (one row per hour and model) by its (created_at, model_name) key.
    const [all] = await capture(getDb(), (db) => aggregateQuotaData(db, { startTimestamp: END - DAY, endTimestamp: END, granularity: 'hour', perUser: false }));
    expect(all!.sql).toMatch(/from "?`?quota_data_models/);
    expectIndexed(await planOf(getDb(), dialect, all!), 'quota_data_models', dialect);
  });
});

describe('plan helpers', () => {
  it('flag a full scan and a sort', () => {
    expect(() => expectIndexed(['SCAN logs'], 'logs', 'sqlite')).toThrow();
    expect(() => expectIndexed(['Seq Scan logs'], 'logs', 'postgres')).toThrow();
    expect(() => expectNoSort(['SCAN logs', 'USE TEMP B-TREE FOR ORDER BY'])).toThrow();
    expect(() => expectNoSort(['Limit', 'Sort', 'Seq Scan logs'])).toThrow();
  });
});
