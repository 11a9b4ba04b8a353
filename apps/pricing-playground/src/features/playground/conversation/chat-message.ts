/**
 * One message of the playground conversation. Assistant replies go through four states
 * (PP-026): `loading` until the first chunk, `incomplete` while chunks arrive, then `complete` or
 * `error`. A reply the user stopped is `complete` with `stopped` set.
 */
export type MessageStatus = 'loading' | 'incomplete' | 'complete' | 'error';

/** Token counts of one answer, from the stream's usage chunk. */
export type AnswerUsage = {
  promptTokens: number;
  completionTokens: number;
  cachedTokens?: number;
};

export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: MessageStatus;
  /** `delta.reasoning_content` of a thinking model, shown collapsed above the answer. */
  reasoning?: string;
  /** The error text appended to a failed reply (PP-027); never sent back to the model. */
  error?: string;
  /** The user stopped this reply midway. */
  stopped?: boolean;
  usage?: AnswerUsage;
  /** The model and group that answered, for the cost line. */
  model?: string;
  group?: string;
  /** A greeting shown when the chat starts (PP-020); display only, never sent. */
  seed?: boolean;
};

/** A reply is still being written. */
export function isStreaming(message: ChatMessage): boolean {
  return message.status === 'loading' || message.status === 'incomplete';
}

let counter = 0;

/** A message id unique within the page (time + counter; crypto.randomUUID needs a secure context). */
export function newMessageId(now: number = Date.now()): string {
  counter += 1;
  return `${now.toString(36)}-${counter.toString(36)}`;
}
