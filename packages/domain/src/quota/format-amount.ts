/** How an amount is written: the reader's language (compact large amounts), or fixed decimals. */
export type AmountFormatOptions = {
  /** 'zh' compacts large amounts as 万 / 亿 ($123万), anything else as k / M / B ($1.23M). */
  language?: string;
  /** Exactly this many decimals, never compacted: audit texts such as the server's log content. */
  digits?: number;
};

/** Below $1 an amount keeps three significant digits, so billed usage never reads as free. */
const SIGNIFICANT_DIGITS = 3;
/** The smallest amount written out; anything smaller (only with a huge QuotaPerUnit) reads "<$0.0000000001". */
const MAX_DECIMALS = 10;
/** From here amounts are compacted with three significant digits; the exact quota is in QuotaText's tooltip. */
const COMPACT_FROM = 1e6;

const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(language: string | undefined): Intl.NumberFormat {
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  let format = compactFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: SIGNIFICANT_DIGITS });
    compactFormats.set(locale, format);
  }
  return format;
}

/** "0.00023", "0.0145", "0.50": at least two decimals, three significant digits, no trailing zeros past the cents. */
function smallAmount(magnitude: number): string {
  const decimals = Math.min(MAX_DECIMALS, Math.max(2, SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(magnitude))));
  return magnitude.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, '$1');
}

function magnitudeText(magnitude: number, language: string | undefined): string {
  if (magnitude === 0) return '0.00';
  if (magnitude < 1) return smallAmount(magnitude);
  if (Math.round(magnitude * 100) / 100 < COMPACT_FROM) return cents.format(magnitude);
  return compactFormat(language).format(magnitude);
}

/**
 * A dollar amount for people, the one rule every screen uses:
 * - below $1, three significant digits with at least two decimals: $0.00023, $0.0145, $0.50, $0.999;
 * - $1 up to $1M, cents with thousands separators: $1.00, $1,234.56;
 * - from $1M, compact with three significant digits: $1.23M, $45.6B (Chinese: $123万, $1.23亿);
 * - `digits` instead writes exactly that many decimals ($0.002000), never compacted.
 * Negative amounts get a leading minus (-$1.50) unless they show as zero.
 */
export function formatUsdAmount(amount: number, options: AmountFormatOptions = {}): string {
  if (!Number.isFinite(amount)) return String(amount);
  const magnitude = Math.abs(amount);
  if (options.digits === undefined && magnitude > 0 && magnitude < 10 ** -MAX_DECIMALS)
    return `${amount < 0 ? '>-' : '<'}$${(10 ** -MAX_DECIMALS).toFixed(MAX_DECIMALS)}`;
  const text = options.digits === undefined ? magnitudeText(magnitude, options.language) : magnitude.toFixed(options.digits);
  const isNegative = amount < 0 && /[1-9]/.test(text);
  return `${isNegative ? '-' : ''}$${text}`;
}

/**
 * A price or ratio as people write it: up to six decimals, no trailing zeros ("0.04", "2.5", "1"). The log's
 * audit text and the usage log's cost receipt both write prices this way, so they always agree.
 */
export function formatPlainDecimal(value: number): string {
  return String(Number(value.toFixed(6)));
}
