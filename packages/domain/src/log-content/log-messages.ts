/**
 * Log content as data: what the server writes into a log row is a list of message
 * keys with parameters, stored in `other.content_parts`, next to the English `content` text that
 * new-api clients read. Each console language renders the keys itself; rows without them (older rows,
 * imports, upstream error texts) show their `content` as it is.
 */

/** How a parameter is written, the same way on the server and in every language. */
export type LogParamKind = 'quota' | 'ratio' | 'price' | 'paid' | 'number' | 'text';

/**
 * `clause`: a phrase of the sentence, joined with a comma; `note`: an aside the sentence puts in
 * brackets ("… group ratio 1.00 (usage estimated: no usage from the upstream)").
 */
export type LogMessageStyle = 'clause' | 'note';

type Spec = { style: LogMessageStyle; params: Record<string, LogParamKind> };

const clause = <P extends Record<string, LogParamKind>>(params: P) => ({ style: 'clause', params }) as const;
const note = <P extends Record<string, LogParamKind>>(params: P) => ({ style: 'note', params }) as const;

/** Every message the server writes, with its parameters. Keys are never renamed: stored rows carry them. */
export const logMessageSpecs = {
  modelRatio: clause({ modelRatio: 'ratio', completionRatio: 'ratio', groupRatio: 'ratio' }),
  modelPrice: clause({ modelPrice: 'price', groupRatio: 'ratio' }),
  imageSizeQuality: clause({ size: 'text', quality: 'text' }),
  audioTokensFromUpstream: clause({}),
  audioSecondsFromUpstream: clause({ seconds: 'number' }),
  audioSecondsFromFile: clause({ seconds: 'number' }),
  audioDurationUnknown: clause({}),
  webSearchCalls: clause({ count: 'number', price: 'price' }),
  webSearchCallsWithContext: clause({ count: 'number', price: 'price', contextSize: 'text' }),
  fileSearchCalls: clause({ count: 'number', price: 'price' }),
  maybeUpstreamTimeout: note({}),
  usageEstimated: note({}),
  clientDisconnected: note({}),
  upstreamErrorMidStream: note({ message: 'text' }),
  upstreamStreamBroke: note({ message: 'text' }),
  onlineTopUp: clause({ quota: 'quota', paid: 'paid' }),
  redemptionTopUp: clause({ quota: 'quota', codeId: 'number' }),
  registrationBonus: clause({ quota: 'quota' }),
  invitationBonus: clause({ quota: 'quota' }),
  inviterBonus: clause({ quota: 'quota' }),
  adminQuotaChange: clause({ fromQuota: 'quota', toQuota: 'quota' }),
} as const satisfies Record<string, Spec>;

export type LogMessageKey = keyof typeof logMessageSpecs;

type ParamsOf<Key extends LogMessageKey> = (typeof logMessageSpecs)[Key]['params'];

/** The parameters a key takes: text for `text`, numbers for everything else. */
export type LogMessageParams<Key extends LogMessageKey> = { [P in keyof ParamsOf<Key>]: ParamsOf<Key>[P] extends 'text' ? string : number };

/** One stored message: `{ key: 'modelRatio', params: { modelRatio: 2.5, … } }`. */
export type LogMessage = { key: LogMessageKey; params: Record<string, string | number> };

/** The key of `other` the messages are stored under. */
export const LOG_CONTENT_PARTS_KEY = 'content_parts';

/** A message, with its parameters checked against the key at compile time. */
export function logMessage<Key extends LogMessageKey>(key: Key, ...params: keyof ParamsOf<Key> extends never ? [] : [LogMessageParams<Key>]): LogMessage {
  return { key, params: (params[0] ?? {}) as Record<string, string | number> };
}

export function logMessageStyle(key: LogMessageKey): LogMessageStyle {
  return logMessageSpecs[key].style;
}

function isKey(value: unknown): value is LogMessageKey {
  return typeof value === 'string' && Object.hasOwn(logMessageSpecs, value);
}

function readMessage(value: unknown): LogMessage | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (!isKey(key)) return undefined;
  const given = params === undefined ? {} : params;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) return undefined;
  const read: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(logMessageSpecs[key].params as Record<string, LogParamKind>)) {
    const param = (given as Record<string, unknown>)[name];
    const fits = kind === 'text' ? typeof param === 'string' : typeof param === 'number' && Number.isFinite(param);
    if (!fits) return undefined;
    read[name] = param as string | number;
  }
  return { key, params: read };
}

/**
 * The stored messages of a row (`other.content_parts`), or undefined when there are none or any of
 * them is unknown or malformed: then the row's `content` text is shown instead, so a newer server's
 * key or a hand-edited row never shows half a sentence.
 */
export function readLogMessages(value: unknown): LogMessage[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const messages: LogMessage[] = [];
  for (const item of value) {
    const message = readMessage(item);
    if (message === undefined) return undefined;
    messages.push(message);
  }
  return messages;
}
