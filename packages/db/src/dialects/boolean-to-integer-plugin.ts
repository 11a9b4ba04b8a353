import { OperationNodeTransformer } from 'kysely';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  PrimitiveValueListNode,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  ValueNode,
} from 'kysely';

/** Rewrites bound `true`/`false` into 1/0 wherever they appear in a query. */
class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'boolean' ? { ...transformed, value: transformed.value ? 1 : 0 } : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const transformed = super.transformPrimitiveValueList(node);
    if (!transformed.values.some((value) => typeof value === 'boolean')) return transformed;
    return { ...transformed, values: transformed.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)) };
  }
}

/**
 * Boolean columns are INTEGER 0/1 on every dialect. better-sqlite3 refuses to bind JS booleans and
 * PostgreSQL rejects 'true' for an integer column, so callers' booleans are converted here once,
 * instead of at every call site.
 */
export class BooleanToIntegerPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
