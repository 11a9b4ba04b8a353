import type { AnswerUsage, ChatMessage } from './chat-message.ts';

/** What can happen to the conversation; the page dispatches, the stream client feeds deltas. */
export type ConversationAction =
  | { type: 'send'; user: ChatMessage; reply: ChatMessage }
  | { type: 'regenerate'; replyId: string; reply: ChatMessage }
  | { type: 'delta'; id: string; content?: string; reasoning?: string }
  | { type: 'usage'; id: string; usage: AnswerUsage }
  | { type: 'complete'; id: string }
  | { type: 'fail'; id: string; error: string }
  | { type: 'stop'; id: string }
  | { type: 'reset'; messages: ChatMessage[] };

function update(messages: ChatMessage[], id: string, change: (message: ChatMessage) => ChatMessage): ChatMessage[] {
  return messages.map((message) => (message.id === id ? change(message) : message));
}

/** The messages before the reply `replyId` (its question stays), or undefined when it is not a reply. */
export function historyBefore(messages: readonly ChatMessage[], replyId: string): ChatMessage[] | undefined {
  const at = messages.findIndex((message) => message.id === replyId);
  if (at < 0 || messages[at]!.role !== 'assistant') return undefined;
  return messages.slice(0, at);
}

function appendDelta(message: ChatMessage, content: string | undefined, reasoning: string | undefined): ChatMessage {
  if (message.status !== 'loading' && message.status !== 'incomplete') return message;
  const next: ChatMessage = { ...message, status: 'incomplete' };
  if (content !== undefined && content !== '') next.content = message.content + content;
  if (reasoning !== undefined && reasoning !== '') next.reasoning = (message.reasoning ?? '') + reasoning;
  return next;
}

/**
 * The conversation's transitions (PP-026, PP-027): a reply is `loading`, turns `incomplete` with
 * its first delta, and ends `complete` (also when stopped) or `error` with the error text kept
 * beside what arrived. Deltas for a reply that has ended are ignored (a late chunk after a stop).
 */
export function conversationReducer(messages: ChatMessage[], action: ConversationAction): ChatMessage[] {
  switch (action.type) {
    case 'send':
      return [...messages, action.user, action.reply];
    case 'regenerate': {
      const history = historyBefore(messages, action.replyId);
      return history === undefined ? messages : [...history, action.reply];
    }
    case 'delta':
      return update(messages, action.id, (message) => appendDelta(message, action.content, action.reasoning));
    case 'usage':
      return update(messages, action.id, (message) => ({ ...message, usage: action.usage }));
    case 'complete':
      return update(messages, action.id, (message) => (message.status === 'error' ? message : { ...message, status: 'complete' }));
    case 'fail':
      return update(messages, action.id, (message) => ({ ...message, status: 'error', error: action.error }));
    case 'stop':
      return update(messages, action.id, (message) =>
        message.status === 'loading' || message.status === 'incomplete' ? { ...message, status: 'complete', stopped: true } : message,
      );
    case 'reset':
      return action.messages;
  }
}
