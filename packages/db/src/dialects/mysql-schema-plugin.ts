import { RawNode } from 'kysely';
import type {
  AlterTableNode,
  ColumnDefinitionNode,
  CreateTableNode,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** Table options of every table the migrations create on MySQL/MariaDB. */
const TABLE_OPTIONS = 'engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin';

function isTextType(node: OperationNode): boolean {
  return node.kind === 'DataTypeNode' && (node as { dataType?: unknown }).dataType === 'text';
}

/**
 * A `text` column that is not a key: MEDIUMTEXT (16 MB; TEXT stops at 64 KB, too small for a channel holding
 * many keys). A literal default becomes an expression default `('')`, the only form MySQL 8 accepts on
 * text columns (MariaDB accepts both).
 */
function transformColumn(column: ColumnDefinitionNode): ColumnDefinitionNode {
  if (!isTextType(column.dataType)) return column;
  const defaultNode = column.defaultTo?.defaultValue;
  const literal = defaultNode?.kind === 'ValueNode' ? (defaultNode as { value?: unknown }).value : undefined;
  const defaultTo =
    typeof literal === 'string' && column.defaultTo !== undefined
      ? { ...column.defaultTo, defaultValue: RawNode.createWithSql(`('${literal.replaceAll("'", "''")}')`) }
      : column.defaultTo;
  return { ...column, dataType: RawNode.createWithSql('mediumtext'), defaultTo };
}

function transformCreateTable(node: CreateTableNode): CreateTableNode {
  const columns = node.columns.map(transformColumn);
  return { ...node, columns, endModifiers: [...(node.endModifiers ?? []), RawNode.createWithSql(TABLE_OPTIONS)] };
}

function transformAlterTable(node: AlterTableNode): AlterTableNode {
  if (node.columnAlterations === undefined) return node;
  const columnAlterations = node.columnAlterations.map((alteration) =>
    alteration.kind === 'AddColumnNode' ? { ...alteration, column: transformColumn(alteration.column) } : alteration,
  );
  return { ...node, columnAlterations };
}

/**
 * Makes the one migration list produce a MySQL/MariaDB schema that behaves like the SQLite and PostgreSQL
 * ones: tables in utf8mb4 with a binary collation (case-sensitive `=`, unique keys and ordering, as SQLite's
 * BINARY and PostgreSQL's C collation), InnoDB (transactions, row locks), and `text` columns that may hold a
 * default. Indexed text columns are declared `varchar(191)` by the migrations themselves (`keyText`).
 */
export class MysqlSchemaPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (node.kind === 'CreateTableNode') return transformCreateTable(node);
    if (node.kind === 'AlterTableNode') return transformAlterTable(node);
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
