import { formatLogParams, joinLogContent, LOG_CONTENT_PARTS_KEY } from '@gateway/domain';
import type { LogMessage } from '@gateway/domain';
import { englishLogMessages } from './english-log-messages.ts';

const englishSeparators = { clause: ', ', noteOpen: ' (', noteClose: ')' };

/** Quota as log texts write it when a message has none: never called, but a message must not print "undefined". */
const noQuota = (quota: number) => `${quota} quota`;

/** One message in English, parameters written as every language writes them. */
export function englishLogText(message: LogMessage, quotaText: (quota: number) => string = noQuota): string {
  return englishLogMessages[message.key](formatLogParams(message, quotaText));
}

/**
 * A log row's content both ways: `content`, the English sentence new-api clients
 * show, and `other`, the messages themselves under `content_parts`, for the console to render in
 * the reader's language. `quotaText` writes quota parameters into the English text (the server's
 * audit form, `describeQuota`); the stored parameter stays the integer.
 */
export function composeLogContent(messages: readonly LogMessage[], quotaText?: (quota: number) => string): { content: string; other: Record<string, unknown> } {
  const content = joinLogContent(
    messages.map((message) => ({ key: message.key, text: englishLogText(message, quotaText) })),
    englishSeparators,
  );
  return { content, other: { [LOG_CONTENT_PARTS_KEY]: messages } };
}
