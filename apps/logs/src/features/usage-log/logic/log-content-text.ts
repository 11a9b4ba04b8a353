import { formatLogParams, formatQuota, joinLogContent, LOG_CONTENT_PARTS_KEY, readLogMessages } from '@gateway/domain';
import type { LogMessage, QuotaDisplaySettings } from '@gateway/domain';
import type { ParsedOther } from './log-other.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function messageText(message: LogMessage, t: Translate, quotaText: (quota: number) => string): string {
  const values: Record<string, string | number> = formatLogParams(message, quotaText);
  // i18next picks the plural form ("1 call", "2 calls") from a numeric count.
  if (typeof message.params.count === 'number') values.count = message.params.count;
  return t(`logContent.${message.key}`, values);
}

/**
 * A log row's content in the reader's language: the messages the server stored
 * in `other.content_parts`, each translated, quota in the site's display mode; rows without them
 * (older rows, imports, upstream error texts) show their `content` as written.
 */
export function logContentText(content: string, other: ParsedOther, t: Translate, settings: QuotaDisplaySettings, language: string): string {
  const messages = readLogMessages(other.json?.[LOG_CONTENT_PARTS_KEY]);
  if (messages === undefined) return content;
  const quotaText = (quota: number) => formatQuota(quota, settings, { language });
  const parts = messages.map((message) => ({ key: message.key, text: messageText(message, t, quotaText) }));
  return joinLogContent(parts, {
    clause: t('logContent.separators.clause'),
    noteOpen: t('logContent.separators.noteOpen'),
    noteClose: t('logContent.separators.noteClose'),
  });
}
