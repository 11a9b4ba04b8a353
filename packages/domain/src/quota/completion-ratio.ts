/**
 * Completion ratio of a model, resolved the way new-api does, so a gateway switched over from it bills output tokens the same:
 *
 * 1. a name containing "/" (a vendor-prefixed model): the CompletionRatio option wins when it has it;
 * 2. otherwise the built-in table wins when it knows the model (official vendor prices: output ÷ input);
 * 3. then the CompletionRatio option;
 * 4. then the built-in fallback for the family (gpt-4 2, gemini 4, command 4), else 1.
 *
 * One function for the relay and the console (pricing page, playground), like computeCost.
 */
export function completionRatioFor(model: string, optionRatios: ReadonlyMap<string, number>): number {
  return resolveCompletionRatio(model, optionRatios).ratio;
}

/**
 * Where a model's completion ratio comes from: the CompletionRatio `option`, the `built-in` table
 * (which then wins over the option: the pricing editor says so beside the row), or the family
 * `fallback` when neither has it.
 */
export type CompletionRatioSource = 'option' | 'built-in' | 'fallback';

export interface CompletionRatioResolution {
  ratio: number;
  source: CompletionRatioSource;
  /** The option's own value for the model, when it has one (it may be overridden by the table). */
  optionRatio?: number;
}

/** completionRatioFor with its source (same order of rules). */
export function resolveCompletionRatio(model: string, optionRatios: ReadonlyMap<string, number>): CompletionRatioResolution {
  const fromOption = optionRatios.get(model);
  const withOption = <T extends Omit<CompletionRatioResolution, 'optionRatio'>>(resolution: T) =>
    fromOption === undefined ? resolution : { ...resolution, optionRatio: fromOption };
  if (model.includes('/') && fromOption !== undefined) return withOption({ ratio: fromOption, source: 'option' });
  const builtIn = builtInCompletionRatio(model);
  if (builtIn.known) return withOption({ ratio: builtIn.ratio, source: 'built-in' });
  return fromOption === undefined ? { ratio: builtIn.ratio, source: 'fallback' } : withOption({ ratio: fromOption, source: 'option' });
}

interface BuiltIn {
  ratio: number;
  /** True when the table knows this model (it then wins over the option); false: only a family fallback. */
  known: boolean;
}

const known = (ratio: number): BuiltIn => ({ ratio, known: true });
const fallback = (ratio: number): BuiltIn => ({ ratio, known: false });

/** Open-weight models sold by many vendors at their own prices: only these exact names are pinned (as new-api does). */
const EXACT: ReadonlyMap<string, number> = new Map(
  Object.entries({
    'chatgpt-4o-latest': 3,
    'llama2-70b-4096': 0.8 / 0.64,
    'llama3-8b-8192': 2,
    'llama3-70b-8192': 0.79 / 0.59,
    'command-r': 3,
    'command-r-plus': 5,
    'command-r-08-2024': 4,
    'command-r-plus-08-2024': 4,
  }),
);

/** new-api's hard-coded table, plus the current OpenAI/Anthropic families at their list prices. */
function builtInCompletionRatio(model: string): BuiltIn {
  // A Map, not an object: a model named "constructor" or "toString" must not find Object.prototype's members.
  const exact = EXACT.get(model);
  if (exact !== undefined) return known(exact);
  if (model.startsWith('gpt-4') && !model.endsWith('-all') && !model.endsWith('-gizmo-*')) {
    if (model.startsWith('gpt-4o')) return known(model === 'gpt-4o-2024-05-13' ? 3 : 4);
    // gpt-4.1 family: $2 in / $8 out (and its mini/nano at the same 1:4).
    if (model.startsWith('gpt-4.1')) return known(4);
    if (model.startsWith('gpt-4.5')) return known(2);
    if (model.startsWith('gpt-4-turbo') || model.endsWith('gpt-4-1106') || model.endsWith('gpt-4-1105')) return known(3);
    return fallback(2);
  }
  // gpt-5 family: $1.25 in / $10 out.
  if (model.startsWith('gpt-5')) return known(8);
  if (model.startsWith('o1') || model.startsWith('o3') || model.startsWith('o4')) return known(4);
  if (model.includes('claude-instant-1') || model.includes('claude-2')) return known(3);
  // Claude 3 and later (claude-3-*, claude-sonnet-4*, claude-opus-4*, claude-haiku-4*): output 5 × input.
  if (model.includes('claude-3') || /claude-(?:sonnet|opus|haiku)-\d/.test(model)) return known(5);
  if (model.startsWith('gpt-3.5')) {
    if (model === 'gpt-3.5-turbo' || model.endsWith('0125')) return known(3);
    if (model.endsWith('1106')) return known(2);
    return known(4 / 3);
  }
  if (model.startsWith('mistral-')) return known(3);
  if (model.startsWith('gemini-')) {
    if (model.startsWith('gemini-1.5') || model.startsWith('gemini-2.0')) return known(4);
    if (model.startsWith('gemini-2.5-pro-preview')) return known(8);
    return fallback(4);
  }
  if (model.startsWith('command')) return fallback(4);
  const lower = model.toLowerCase();
  if (lower === 'deepseek-chat' || lower === 'deepseek-reasoner') return known(4);
  if (model.startsWith('ERNIE-Speed-') || model.startsWith('ERNIE-Lite-') || model.startsWith('ERNIE-Character') || model.startsWith('ERNIE-Functions'))
    return known(2);
  return fallback(1);
}
