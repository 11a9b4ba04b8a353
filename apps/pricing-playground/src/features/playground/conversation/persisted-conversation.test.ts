import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../playground-settings.ts';
import {
  conversationStorageKey,
  loadConversation,
  MAX_SAVED_MESSAGES,
  parseSavedConversation,
  saveConversation,
  serializeConversation,
} from './persisted-conversation.ts';
import type { ChatMessage } from './chat-message.ts';

const fallback = defaultSettings('Be helpful.');

afterEach(() => window.localStorage.clear());

describe('saved conversation', () => {
  it('round-trips settings and messages, per user', () => {
    const messages: ChatMessage[] = [
      { id: 'u1', role: 'user', content: 'hi', status: 'complete' },
      {
        id: 'r1',
        role: 'assistant',
        content: 'hello',
        status: 'complete',
        reasoning: 'r',
        usage: { promptTokens: 5, completionTokens: 2 },
        model: 'gpt-4o',
        group: 'vip',
      },
    ];
    const settings = { ...fallback, group: 'vip', model: 'gpt-4o', temperature: 0.3, maxTokens: 100 };
    saveConversation(7, { settings, messages });
    expect(loadConversation(7, fallback)).toEqual({ settings, messages });
    expect(loadConversation(8, fallback)).toBeUndefined();
    expect(window.localStorage.getItem(conversationStorageKey(7))).not.toBeNull();
  });

  it('a reply cut off by a reload comes back stopped, not streaming', () => {
    const raw = JSON.stringify({ messages: [{ id: 'r1', role: 'assistant', content: 'par', status: 'incomplete' }] });
    expect(parseSavedConversation(raw, fallback)!.messages[0]).toEqual({ id: 'r1', role: 'assistant', content: 'par', status: 'complete', stopped: true });
  });

  it('drops what it cannot read and falls back for bad settings', () => {
    expect(parseSavedConversation('{not json', fallback)).toBeUndefined();
    expect(parseSavedConversation('[]', fallback)).toBeUndefined();
    const raw = JSON.stringify({
      settings: { model: 5, temperature: 7, maxTokens: -1 },
      messages: [{ id: 1 }, { id: 'x', role: 'system', content: '', status: 'complete' }, { id: 'u', role: 'user', content: 'ok', status: 'complete' }],
    });
    const saved = parseSavedConversation(raw, fallback)!;
    expect(saved.settings).toEqual({ ...fallback, temperature: 1 });
    expect(saved.messages.map((message) => message.id)).toEqual(['u']);
  });

  it('keeps the newest messages only', () => {
    const messages: ChatMessage[] = Array.from({ length: MAX_SAVED_MESSAGES + 5 }, (_, index) => ({
      id: `m${index}`,
      role: 'user',
      content: 'x',
      status: 'complete',
    }));
    const saved = parseSavedConversation(serializeConversation({ settings: fallback, messages }), fallback)!;
    expect(saved.messages).toHaveLength(MAX_SAVED_MESSAGES);
    expect(saved.messages[0]!.id).toBe('m5');
  });
});
