export { chatLinkKind, fillChatLink, fillNextChatLink, parseChatEntries, withTokenKeyPrefix } from './chat-links.ts';
export type { ChatEntriesResult, ChatEntry } from './chat-links.ts';
