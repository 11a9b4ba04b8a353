import { buildCostReceipt, formatPlainDecimal, formatQuota, inputPricePerMillion, outputPricePerMillion } from '@gateway/domain';
import type { CostReceipt, QuotaDisplaySettings, ReceiptKind } from '@gateway/domain';
import type { LogOther } from './log-other.ts';

/**
 * The cost receipt of an expanded usage row (LOG-024, LOG-026), worded in the reader's
 * language. The figures come from `buildCostReceipt` (packages/domain), which reads what the relay
 * recorded in `other` and re-runs `computeCost`, the one billing function, so the receipt shows the
 * formula the relay charged by. Three cases, as new-api separates them: websocket / audio,
 * claude-style (new-api's Claude rows log the prompt without cache reads and writes), and general
 * (per-call price, per-image price, or token ratios with cache, web search and file search).
 */
export type BillingCase = ReceiptKind;

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The row fields the text reads. */
export type BilledLog = { prompt_tokens: number; completion_tokens: number; quota: number };

export type BillingProcess = {
  kind: BillingCase;
  /** Translated lines, in reading order: sources, prices, formula, arithmetic, total, settlement. */
  lines: string[];
  /** computeCost on the recorded inputs (old image rows: the recorded quota, their image count was not logged). */
  quota: number;
  /** False when the row was charged differently (usage estimated, interrupted stream …). */
  matchesLog: boolean;
  receipt: CostReceipt;
};

const KEY = 'usageLog.billing';

/** Ratios and USD prices as people write them (up to six decimals), exactly as the log's own text writes them. */
export const formatNumber = formatPlainDecimal;

/** "1000 prompt tokens from the upstream, 500 completion tokens estimated by the tokenizer"; nothing for rows that did not record it. */
function sourceLine(receipt: CostReceipt, t: Translate): string[] {
  const { prompt, completion } = receipt.sources;
  if (prompt === 'unknown' && completion === 'unknown') return [];
  const part = (kind: 'prompt' | 'completion', tokens: number, source: string) =>
    t(`${KEY}.source.${kind}`, { tokens, source: t(`${KEY}.sourceKind.${source}`) });
  return [t(`${KEY}.sources`, { prompt: part('prompt', receipt.promptTokens, prompt), completion: part('completion', receipt.completionTokens, completion) })];
}

function toolLines(receipt: CostReceipt, t: Translate): string[] {
  return receipt.tools.map((tool) =>
    t(`${KEY}.${tool.kind}`, { calls: tool.calls, price: formatNumber(tool.pricePerThousand), groupRatio: formatNumber(receipt.groupRatio) }),
  );
}

/** Prices per 1M tokens and the weighted-token formula of a ratio receipt. */
function ratioLines(receipt: CostReceipt, t: Translate): string[] {
  if (receipt.pricing.kind !== 'ratio') return [];
  const { modelRatio, completionRatio, cacheRatio = 1, cacheCreationRatio = 1, audioRatio, audioCompletionRatio = 1 } = receipt.pricing;
  const input = inputPricePerMillion(modelRatio, 1);
  const lines = [t(`${KEY}.prices`, { input: formatNumber(input), output: formatNumber(outputPricePerMillion(modelRatio, completionRatio, 1)) })];
  if (audioRatio !== undefined)
    lines.push(t(`${KEY}.audioPrices`, { input: formatNumber(input * audioRatio), output: formatNumber(input * audioRatio * audioCompletionRatio) }));
  else if (receipt.terms.some((term) => term.kind === 'cached' || term.kind === 'cacheWrite'))
    lines.push(t(`${KEY}.cachePrices`, { cached: formatNumber(input * cacheRatio), write: formatNumber(input * cacheCreationRatio) }));
  const terms = receipt.terms.map((term) => t(`${KEY}.term.${term.kind}`, { tokens: term.tokens, ratio: formatNumber(term.ratio) }));
  lines.push(t(`${KEY}.ratioFormula`, { terms: terms.join(' + '), modelRatio: formatNumber(modelRatio), groupRatio: formatNumber(receipt.groupRatio) }));
  return lines;
}

/** What the kind bills before tools: ratios, a per-call price or a per-image price. */
function pricingLines(receipt: CostReceipt, t: Translate): string[] {
  if (receipt.kind === 'price')
    return [
      t(`${KEY}.perCall`, {
        price: formatNumber(receipt.pricing.kind === 'price' ? receipt.pricing.modelPrice : 0),
        groupRatio: formatNumber(receipt.groupRatio),
      }),
    ];
  if (receipt.kind === 'image' && receipt.image !== undefined) {
    const values = {
      price: formatNumber(receipt.image.pricePerImage),
      imageRatio: formatNumber(receipt.image.imageRatio),
      groupRatio: formatNumber(receipt.groupRatio),
    };
    return [receipt.image.count === undefined ? t(`${KEY}.image`, values) : t(`${KEY}.imageCount`, { ...values, count: receipt.image.count })];
  }
  return ratioLines(receipt, t);
}

/** "= 11,006.25 quota → 11,006" (or the minimum charge of 1); old image rows have no arithmetic to show. */
function arithmeticLine(receipt: CostReceipt, t: Translate): string[] {
  if (!receipt.reproducible) return [];
  const exact = formatNumber(receipt.exact);
  if (receipt.minimumCharge) return [t(`${KEY}.arithmeticMinimum`, { exact, quota: receipt.rounded })];
  return [t(`${KEY}.arithmetic`, { exact, quota: receipt.rounded })];
}

function settlementLine(receipt: CostReceipt, money: (quota: number) => string, t: Translate): string[] {
  const settlement = receipt.settlement;
  if (settlement === undefined) return [];
  const key = settlement.returned >= 0 ? 'settlementReturned' : 'settlementOverrun';
  return [t(`${KEY}.${key}`, { reserved: money(settlement.reserved), charged: money(settlement.charged), returned: money(Math.abs(settlement.returned)) })];
}

/**
 * The text for one row, or null when the row carries no pricing (top-up, admin and system rows, or a
 * usage row written without `other`).
 */
export function billingProcess(log: BilledLog, other: LogOther, settings: QuotaDisplaySettings, t: Translate): BillingProcess | null {
  const receipt = buildCostReceipt(log, other, settings.quotaPerUnit);
  if (receipt === null) return null;
  // The formula's figures to the quota unit (1 quota = $0.000002 at the default rate): exact, not rounded for reading.
  const money = (quota: number) => formatQuota(quota, settings, { digits: 6 });
  const charged = receipt.matches || !receipt.reproducible ? [] : [t(`${KEY}.charged`, { quota: money(log.quota) })];
  const lines = [
    ...sourceLine(receipt, t),
    ...pricingLines(receipt, t),
    ...toolLines(receipt, t),
    ...arithmeticLine(receipt, t),
    t(`${KEY}.total`, { quota: money(receipt.quota) }),
    ...charged,
    ...settlementLine(receipt, money, t),
  ];
  return { kind: receipt.kind, lines, quota: receipt.quota, matchesLog: receipt.matches || !receipt.reproducible, receipt };
}
