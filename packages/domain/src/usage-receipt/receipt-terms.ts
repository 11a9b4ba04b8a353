import {
  DEFAULT_AUDIO_COMPLETION_RATIO,
  DEFAULT_CACHE_CREATION_RATIO,
  type BillableUsage,
  type ModelPricing,
  type ToolCallUsage,
} from '../quota/compute-cost.ts';
import type { LogOther } from './log-other.ts';
import type { ReceiptKind, ReceiptRow, ReceiptTerm, ReceiptTool } from './receipt-types.ts';

const positive = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);
const whole = (value: number | undefined): number => Math.floor(positive(value));

/** The tool calls a row recorded (web_search*, file_search* keys), as computeCost takes them. */
export function recordedToolCalls(other: LogOther): ToolCallUsage | undefined {
  const usage: ToolCallUsage = {};
  if (other.web_search && whole(other.web_search_call_count) > 0)
    usage.webSearch = { calls: whole(other.web_search_call_count), pricePerThousand: other.web_search_price ?? 0 };
  if (other.file_search && whole(other.file_search_call_count) > 0)
    usage.fileSearch = { calls: whole(other.file_search_call_count), pricePerThousand: other.file_search_price ?? 0 };
  return usage.webSearch === undefined && usage.fileSearch === undefined ? undefined : usage;
}

/** Each tool's quota, unrounded, as computeCost adds it: calls × price / 1000 × quota per unit × group ratio. */
export function toolLines(tools: ToolCallUsage | undefined, quotaPerUnit: number, groupRatio: number): ReceiptTool[] {
  const lines: ReceiptTool[] = [];
  const add = (kind: ReceiptTool['kind'], calls: number, pricePerThousand: number) =>
    lines.push({
      kind,
      calls,
      pricePerThousand,
      quota: ((positive(calls) * positive(pricePerThousand)) / 1000) * positive(quotaPerUnit) * positive(groupRatio),
    });
  if (tools?.webSearch) add('webSearch', tools.webSearch.calls, tools.webSearch.pricePerThousand);
  if (tools?.fileSearch) add('fileSearch', tools.fileSearch.calls, tools.fileSearch.pricePerThousand);
  return lines;
}

/**
 * The ratio pricing and usage a ratio-kind row was billed with. Claude-style rows (new-api) log the
 * prompt without cache reads and writes, so they are added back; audio rows split text and audio.
 */
export function ratioInputs(
  row: ReceiptRow,
  other: LogOther,
  kind: ReceiptKind,
  quotaPerUnit: number,
): { usage: BillableUsage; pricing: Extract<ModelPricing, { kind: 'ratio' }> } {
  const pricing: Extract<ModelPricing, { kind: 'ratio' }> = {
    kind: 'ratio',
    modelRatio: other.model_ratio ?? 0,
    completionRatio: other.completion_ratio ?? 1,
    cacheRatio: other.cache_ratio ?? 1,
    cacheCreationRatio: other.cache_creation_ratio ?? DEFAULT_CACHE_CREATION_RATIO,
    quotaPerUnit,
  };
  const toolCalls = recordedToolCalls(other);
  if (kind === 'audio') {
    const audioIn = whole(other.audio_input);
    const audioOut = whole(other.audio_output);
    const textIn = other.text_input !== undefined ? whole(other.text_input) : Math.max(0, row.prompt_tokens - audioIn);
    const textOut = other.text_output !== undefined ? whole(other.text_output) : Math.max(0, row.completion_tokens - audioOut);
    Object.assign(pricing, { audioRatio: other.audio_ratio ?? 1, audioCompletionRatio: other.audio_completion_ratio ?? DEFAULT_AUDIO_COMPLETION_RATIO });
    return {
      pricing,
      usage: { promptTokens: textIn + audioIn, completionTokens: textOut + audioOut, audioInputTokens: audioIn, audioOutputTokens: audioOut, toolCalls },
    };
  }
  const cached = whole(other.cache_tokens);
  const created = whole(other.cache_creation_tokens);
  const promptTokens = kind === 'claude' ? row.prompt_tokens + cached + created : row.prompt_tokens;
  return { pricing, usage: { promptTokens, completionTokens: row.completion_tokens, cachedTokens: cached, cacheCreationTokens: created, toolCalls } };
}

/**
 * The weighted token sum of computeCost's ratio mode, term by term, with the same clamps: cached and
 * cache-write tokens never exceed the prompt, audio parts are carved out only with an audio ratio.
 */
export function ratioTerms(usage: BillableUsage, pricing: Extract<ModelPricing, { kind: 'ratio' }>): ReceiptTerm[] {
  const prompt = positive(usage.promptTokens);
  const completion = positive(usage.completionTokens);
  const cached = Math.min(positive(usage.cachedTokens), prompt);
  const created = Math.min(positive(usage.cacheCreationTokens), prompt - cached);
  const audioRatio = pricing.audioRatio;
  const audioIn = audioRatio === undefined ? 0 : Math.min(positive(usage.audioInputTokens), prompt - cached - created);
  const audioOut = audioRatio === undefined ? 0 : Math.min(positive(usage.audioOutputTokens), completion);
  const term = (kind: ReceiptTerm['kind'], tokens: number, ratio: number): ReceiptTerm => ({ kind, tokens, ratio, weighted: tokens * positive(ratio) });
  const terms = [term('input', prompt - cached - created - audioIn, 1)];
  if (cached > 0) terms.push(term('cached', cached, pricing.cacheRatio ?? 1));
  if (created > 0) terms.push(term('cacheWrite', created, pricing.cacheCreationRatio ?? DEFAULT_CACHE_CREATION_RATIO));
  terms.push(term('output', completion - audioOut, pricing.completionRatio));
  if (audioRatio !== undefined) {
    terms.push(term('audioInput', audioIn, audioRatio));
    terms.push(term('audioOutput', audioOut, positive(audioRatio) * positive(pricing.audioCompletionRatio ?? DEFAULT_AUDIO_COMPLETION_RATIO)));
  }
  return terms;
}
