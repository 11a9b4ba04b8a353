import type { PlaygroundSettings } from '../playground-settings.ts';
import { normalizeTemperature, MAX_TOKENS_LIMIT } from '../playground-settings.ts';
import type { AnswerUsage, ChatMessage, MessageStatus } from './chat-message.ts';
import { readStorage, writeStorage } from '@gateway/ui/storage';

/** What survives a reload: the settings of the left panel and the conversation. */
export type SavedConversation = { settings: PlaygroundSettings; messages: ChatMessage[] };

/** Messages kept at most; older ones are dropped first, so a long chat never fills the storage. */
export const MAX_SAVED_MESSAGES = 200;

/** Per user, so two accounts on one browser never see each other's chats. */
export function conversationStorageKey(userId: number): string {
  return `playground-conversation:${userId}`;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

function readUsage(value: unknown): AnswerUsage | undefined {
  if (!isObject(value)) return undefined;
  const promptTokens = count(value['promptTokens']);
  const completionTokens = count(value['completionTokens']);
  if (promptTokens === undefined || completionTokens === undefined) return undefined;
  const cachedTokens = count(value['cachedTokens']);
  return cachedTokens === undefined ? { promptTokens, completionTokens } : { promptTokens, completionTokens, cachedTokens };
}

/** A stored message, or undefined when it is not one. A reply cut off by the reload counts as stopped. */
function readMessage(value: unknown): ChatMessage | undefined {
  if (!isObject(value)) return undefined;
  const id = text(value['id']);
  const role = value['role'];
  const content = text(value['content']);
  const status = value['status'] as MessageStatus;
  if (id === undefined || (role !== 'user' && role !== 'assistant') || content === undefined) return undefined;
  if (!['loading', 'incomplete', 'complete', 'error'].includes(status)) return undefined;
  const interrupted = status === 'loading' || status === 'incomplete';
  const message: ChatMessage = { id, role, content, status: interrupted ? 'complete' : status };
  if (interrupted || value['stopped'] === true) message.stopped = true;
  for (const key of ['reasoning', 'error', 'model', 'group'] as const) {
    const field = text(value[key]);
    if (field !== undefined) message[key] = field;
  }
  if (value['seed'] === true) message.seed = true;
  const usage = readUsage(value['usage']);
  if (usage !== undefined) message.usage = usage;
  return message;
}

function readSettings(value: unknown, fallback: PlaygroundSettings): PlaygroundSettings {
  if (!isObject(value)) return fallback;
  const maxTokens = count(value['maxTokens']);
  const temperature = value['temperature'];
  return {
    group: text(value['group']) ?? fallback.group,
    model: text(value['model']) || fallback.model,
    temperature: typeof temperature === 'number' ? normalizeTemperature(temperature) : fallback.temperature,
    maxTokens: maxTokens !== undefined && maxTokens <= MAX_TOKENS_LIMIT ? maxTokens : fallback.maxTokens,
    systemPrompt: text(value['systemPrompt']) ?? fallback.systemPrompt,
  };
}

/** Reads the saved conversation; anything unreadable (hand-edited, another version) gives undefined. */
export function parseSavedConversation(raw: string | null, fallback: PlaygroundSettings): SavedConversation | undefined {
  if (raw === null || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !Array.isArray(value['messages'])) return undefined;
  const messages: ChatMessage[] = [];
  for (const entry of value['messages']) {
    const message = readMessage(entry);
    if (message !== undefined) messages.push(message);
  }
  return { settings: readSettings(value['settings'], fallback), messages };
}

/** The text stored for a conversation (the newest MAX_SAVED_MESSAGES messages). */
export function serializeConversation(conversation: SavedConversation): string {
  return JSON.stringify({ settings: conversation.settings, messages: conversation.messages.slice(-MAX_SAVED_MESSAGES) });
}

export function loadConversation(userId: number, fallback: PlaygroundSettings): SavedConversation | undefined {
  return parseSavedConversation(readStorage(conversationStorageKey(userId)), fallback);
}

/** Saves; a full or blocked storage only loses the copy, never the chat on screen. */
export function saveConversation(userId: number, conversation: SavedConversation): void {
  writeStorage(conversationStorageKey(userId), serializeConversation(conversation));
}
