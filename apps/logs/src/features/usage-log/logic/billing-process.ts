import { computeCost, DEFAULT_AUDIO_COMPLETION_RATIO, DEFAULT_CACHE_CREATION_RATIO, DEFAULT_QUOTA_PER_UNIT, formatQuota, IMAGE_PRICE_PER_RATIO, inputPricePerMillion, outputPricePerMillion } from '@gateway/domain';
import type { BillableUsage, ModelPricing, QuotaDisplaySettings, ToolCallUsage } from '@gateway/domain';
import type { LogOther } from './log-other.ts';

/**
 * The billing-process text of an expanded usage row (LOG-024, LOG-026). It re-runs `computeCost`, the
 * one billing function, on what the row recorded (tokens and the ratios in `other`), so the text shows
 * the same formula the relay charged by. Three cases, as spec 002 §2.2 separates them:
 * - websocket / audio (`other.ws` or `other.audio`): text and audio tokens at their own ratios;
 * - claude-style (`other.claude`): new-api's Claude rows log prompt_tokens WITHOUT the cache reads
 *   and writes, so they are added back before computeCost (which counts them inside the prompt);
 * - general: per-call price, per-image price, or token ratios with cache, web search and file search.
 */
export type BillingCase = 'audio' | 'claude' | 'price' | 'image' | 'ratio';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The row fields the text reads. */
export type BilledLog = { prompt_tokens: number; completion_tokens: number; quota: number };

export type BillingProcess = {
  kind: BillingCase;
  /** Translated lines, in reading order; the last one is the total. */
  lines: string[];
  /** computeCost on the recorded inputs (images: the recorded quota, the image count is not logged). */
  quota: number;
  /** False when the row was charged differently (usage estimated, interrupted stream …). */
  matchesLog: boolean;
};

const KEY = 'usageLog.billing';

/** Up to 6 decimals without trailing zeros: ratios and USD prices as people write them. */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

const whole = (value: number | undefined) => (value !== undefined && value > 0 ? Math.floor(value) : 0);

function toolCalls(other: LogOther): ToolCallUsage | undefined {
  const usage: ToolCallUsage = {};
  if (other.web_search && whole(other.web_search_call_count) > 0) usage.webSearch = { calls: whole(other.web_search_call_count), pricePerThousand: other.web_search_price ?? 0 };
  if (other.file_search && whole(other.file_search_call_count) > 0) usage.fileSearch = { calls: whole(other.file_search_call_count), pricePerThousand: other.file_search_price ?? 0 };
  return usage.webSearch === undefined && usage.fileSearch === undefined ? undefined : usage;
}

function toolLines(tools: ToolCallUsage | undefined, groupRatio: number, t: Translate): string[] {
  const lines: string[] = [];
  if (tools?.webSearch) lines.push(t(`${KEY}.webSearch`, { calls: tools.webSearch.calls, price: formatNumber(tools.webSearch.pricePerThousand), groupRatio: formatNumber(groupRatio) }));
  if (tools?.fileSearch) lines.push(t(`${KEY}.fileSearch`, { calls: tools.fileSearch.calls, price: formatNumber(tools.fileSearch.pricePerThousand), groupRatio: formatNumber(groupRatio) }));
  return lines;
}

function caseOf(other: LogOther): BillingCase | null {
  if (other.ws || other.audio) return 'audio';
  if (other.claude) return 'claude';
  if (other.model_price !== undefined && other.model_price >= 0) return other.image ? 'image' : 'price';
  if (other.model_ratio === undefined) return null;
  return other.image ? 'image' : 'ratio';
}

/**
 * The text for one row, or null when the row carries no pricing (top-up, admin and system rows, or a
 * usage row written without `other`).
 */
export function billingProcess(log: BilledLog, other: LogOther, settings: QuotaDisplaySettings, t: Translate): BillingProcess | null {
  const kind = caseOf(other);
  if (kind === null) return null;
  const groupRatio = other.group_ratio ?? 1;
  const quotaPerUnit = settings.quotaPerUnit > 0 ? settings.quotaPerUnit : DEFAULT_QUOTA_PER_UNIT;
  // The formula's figures to the quota unit (1 quota = $0.000002 at the default rate): exact, not rounded for reading.
  const money = (quota: number) => formatQuota(quota, settings, { digits: 6 });
  const tools = toolCalls(other);
  const finish = (lines: string[], quota: number): BillingProcess => {
    const matchesLog = quota === log.quota;
    const tail = matchesLog ? [] : [t(`${KEY}.charged`, { quota: money(log.quota) })];
    return { kind, lines: [...lines, t(`${KEY}.total`, { quota: money(quota) }), ...tail], quota, matchesLog };
  };

  if (kind === 'price') {
    const price = other.model_price ?? 0;
    const quota = computeCost({ promptTokens: log.prompt_tokens, completionTokens: log.completion_tokens, toolCalls: tools }, { kind: 'price', modelPrice: price, quotaPerUnit }, groupRatio);
    return finish([t(`${KEY}.perCall`, { price: formatNumber(price), groupRatio: formatNumber(groupRatio) }), ...toolLines(tools, groupRatio, t)], quota);
  }

  const modelRatio = other.model_ratio ?? 0;
  if (kind === 'image') {
    const perImage = other.model_price !== undefined && other.model_price >= 0 ? other.model_price : IMAGE_PRICE_PER_RATIO * modelRatio;
    const line = t(`${KEY}.image`, { price: formatNumber(perImage), imageRatio: formatNumber(other.image_ratio ?? 1), groupRatio: formatNumber(groupRatio) });
    // The number of images is not logged: the recorded quota is the result.
    return { kind, lines: [line, t(`${KEY}.total`, { quota: money(log.quota) })], quota: log.quota, matchesLog: true };
  }

  const completionRatio = other.completion_ratio ?? 1;
  const cacheRatio = other.cache_ratio ?? 1;
  const cacheCreationRatio = other.cache_creation_ratio ?? DEFAULT_CACHE_CREATION_RATIO;
  const cached = whole(other.cache_tokens);
  const created = whole(other.cache_creation_tokens);
  const pricing: ModelPricing = { kind: 'ratio', modelRatio, completionRatio, cacheRatio, cacheCreationRatio, quotaPerUnit };
  const prices = [t(`${KEY}.prices`, { input: formatNumber(inputPricePerMillion(modelRatio, 1)), output: formatNumber(outputPricePerMillion(modelRatio, completionRatio, 1)) })];
  const terms: string[] = [];
  let usage: BillableUsage;

  if (kind === 'audio') {
    const audioRatio = other.audio_ratio ?? 1;
    const audioCompletionRatio = other.audio_completion_ratio ?? DEFAULT_AUDIO_COMPLETION_RATIO;
    const audioIn = whole(other.audio_input);
    const audioOut = whole(other.audio_output);
    const textIn = other.text_input !== undefined ? whole(other.text_input) : Math.max(0, log.prompt_tokens - audioIn);
    const textOut = other.text_output !== undefined ? whole(other.text_output) : Math.max(0, log.completion_tokens - audioOut);
    Object.assign(pricing, { audioRatio, audioCompletionRatio });
    usage = { promptTokens: textIn + audioIn, completionTokens: textOut + audioOut, audioInputTokens: audioIn, audioOutputTokens: audioOut, toolCalls: tools };
    prices.push(t(`${KEY}.audioPrices`, { input: formatNumber(inputPricePerMillion(modelRatio, 1) * audioRatio), output: formatNumber(inputPricePerMillion(modelRatio, 1) * audioRatio * audioCompletionRatio) }));
    terms.push(t(`${KEY}.term.input`, { tokens: textIn }), t(`${KEY}.term.output`, { tokens: textOut, ratio: formatNumber(completionRatio) }));
    terms.push(t(`${KEY}.term.audioInput`, { tokens: audioIn, ratio: formatNumber(audioRatio) }));
    terms.push(t(`${KEY}.term.audioOutput`, { tokens: audioOut, ratio: formatNumber(audioRatio * audioCompletionRatio) }));
  } else {
    // Claude rows log the uncached input only; everywhere else the prompt includes the cache parts.
    const promptTokens = kind === 'claude' ? log.prompt_tokens + cached + created : log.prompt_tokens;
    usage = { promptTokens, completionTokens: log.completion_tokens, cachedTokens: cached, cacheCreationTokens: created, toolCalls: tools };
    terms.push(t(`${KEY}.term.input`, { tokens: Math.max(0, promptTokens - cached - created) }));
    if (cached > 0) terms.push(t(`${KEY}.term.cached`, { tokens: cached, ratio: formatNumber(cacheRatio) }));
    if (created > 0) terms.push(t(`${KEY}.term.cacheWrite`, { tokens: created, ratio: formatNumber(cacheCreationRatio) }));
    terms.push(t(`${KEY}.term.output`, { tokens: log.completion_tokens, ratio: formatNumber(completionRatio) }));
    if (cached > 0 || created > 0) {
      prices.push(t(`${KEY}.cachePrices`, { cached: formatNumber(inputPricePerMillion(modelRatio, 1) * cacheRatio), write: formatNumber(inputPricePerMillion(modelRatio, 1) * cacheCreationRatio) }));
    }
  }

  const quota = computeCost(usage, pricing, groupRatio);
  const formula = t(`${KEY}.ratioFormula`, { terms: terms.join(' + '), modelRatio: formatNumber(modelRatio), groupRatio: formatNumber(groupRatio) });
  return finish([...prices, formula, ...toolLines(tools, groupRatio, t)], quota);
}
