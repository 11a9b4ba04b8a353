import { formatPlainDecimal } from '../quota/format-amount.ts';
import { logMessageSpecs, logMessageStyle } from './log-messages.ts';
import type { LogMessage, LogMessageKey, LogParamKind } from './log-messages.ts';

/**
 * A message's parameters as text, written the same way in every language: ratios with two decimals
 * ("1.25", "4.00", as new-api writes them), prices as written, the amount paid with two decimals,
 * quota through `quotaText` (the server's audit form, or the reader's display settings).
 */
export function formatLogParams(message: LogMessage, quotaText: (quota: number) => string): Record<string, string> {
  const kinds = logMessageSpecs[message.key].params as Record<string, LogParamKind>;
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.params)) {
    const kind = kinds[name];
    if (typeof value === 'string' || kind === undefined || kind === 'text') written[name] = String(value);
    else if (kind === 'quota') written[name] = quotaText(value);
    else if (kind === 'ratio' || kind === 'paid') written[name] = value.toFixed(2);
    else if (kind === 'price') written[name] = formatPlainDecimal(value);
    else written[name] = String(value);
  }
  return written;
}

/** A language's punctuation around phrases: English ", " and " (" … ")", Chinese "，" and "（" … "）". */
export type LogContentSeparators = { clause: string; noteOpen: string; noteClose: string };

/** The rendered messages as one sentence: clauses joined by the clause separator, notes in brackets after them. */
export function joinLogContent(parts: ReadonlyArray<{ key: LogMessageKey; text: string }>, separators: LogContentSeparators): string {
  return parts
    .map((part, index) => {
      if (logMessageStyle(part.key) === 'note')
        return `${index === 0 ? separators.noteOpen.trimStart() : separators.noteOpen}${part.text}${separators.noteClose}`;
      return index === 0 ? part.text : `${separators.clause}${part.text}`;
    })
    .join('');
}
