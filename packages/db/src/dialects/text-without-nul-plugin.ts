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

const NUL = /\u0000/g;

/** U+FFFD, the character Unicode keeps for "a character that cannot be represented here". */
export const NUL_REPLACEMENT = '\ufffd';

/** `text` with every NUL (U+0000) replaced by U+FFFD. */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replace(NUL, NUL_REPLACEMENT) : text;
}

function clean(value: unknown): unknown {
  return typeof value === 'string' ? withoutNul(value) : value;
}

class TextWithoutNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'string' && transformed.value.includes('\u0000') ? { ...transformed, value: clean(transformed.value) } : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const transformed = super.transformPrimitiveValueList(node);
    if (!transformed.values.some((value) => typeof value === 'string' && value.includes('\u0000'))) return transformed;
    return { ...transformed, values: transformed.values.map(clean) };
  }
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a bound string with one fails the whole statement ("invalid
 * byte sequence for encoding UTF8: 0x00") and, inside the usage-log group commit, every row and
 * counter of the batch with it. Text from outside (an upstream's error message, a relayed model name)
 * may carry one, so every bound string has NUL replaced by U+FFFD — on every dialect, so SQLite and
 * D1 store and find exactly what PostgreSQL does. Console input with a NUL is refused before this
 * (400); here it is the last line for text nobody validated.
 */
export class TextWithoutNulPlugin implements KyselyPlugin {
  readonly #transformer = new TextWithoutNulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
