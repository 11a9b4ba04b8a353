import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message.ts';
import { conversationReducer, historyBefore } from './conversation-reducer.ts';

const user = (id: string, content = 'hi'): ChatMessage => ({ id, role: 'user', content, status: 'complete' });
const reply = (id: string, status: ChatMessage['status'] = 'loading', content = ''): ChatMessage => ({ id, role: 'assistant', content, status });

describe('conversationReducer', () => {
  it('PP-026: a reply is loading, incomplete with its first delta, then complete', () => {
    let messages = conversationReducer([], { type: 'send', user: user('u1'), reply: reply('r1') });
    expect(messages.map((message) => message.status)).toEqual(['complete', 'loading']);
    messages = conversationReducer(messages, { type: 'delta', id: 'r1', content: 'Hel' });
    expect(messages[1]).toMatchObject({ status: 'incomplete', content: 'Hel' });
    messages = conversationReducer(messages, { type: 'delta', id: 'r1', content: 'lo', reasoning: 'think' });
    expect(messages[1]).toMatchObject({ status: 'incomplete', content: 'Hello', reasoning: 'think' });
    messages = conversationReducer(messages, { type: 'usage', id: 'r1', usage: { promptTokens: 3, completionTokens: 2 } });
    messages = conversationReducer(messages, { type: 'complete', id: 'r1' });
    expect(messages[1]).toMatchObject({ status: 'complete', content: 'Hello', usage: { promptTokens: 3, completionTokens: 2 } });
  });

  it('PP-027: an error keeps what streamed and marks the reply as error with the error text', () => {
    let messages = [user('u1'), reply('r1', 'incomplete', 'partial')];
    messages = conversationReducer(messages, { type: 'fail', id: 'r1', error: 'Error: upstream broke' });
    expect(messages[1]).toMatchObject({ status: 'error', content: 'partial', error: 'Error: upstream broke' });
    // A late complete does not hide the error.
    expect(conversationReducer(messages, { type: 'complete', id: 'r1' })[1]!.status).toBe('error');
  });

  it('a stopped reply is complete and marked stopped; deltas after the stop are ignored', () => {
    let messages = conversationReducer([user('u1'), reply('r1', 'incomplete', 'part')], { type: 'stop', id: 'r1' });
    expect(messages[1]).toMatchObject({ status: 'complete', stopped: true, content: 'part' });
    messages = conversationReducer(messages, { type: 'delta', id: 'r1', content: ' late' });
    expect(messages[1]!.content).toBe('part');
  });

  it('regenerate drops the reply and everything after it, keeping its question', () => {
    const messages = [user('u1', 'a'), reply('r1', 'complete', 'A'), user('u2', 'b'), reply('r2', 'complete', 'B')];
    const next = conversationReducer(messages, { type: 'regenerate', replyId: 'r1', reply: reply('r3') });
    expect(next.map((message) => message.id)).toEqual(['u1', 'r3']);
    expect(historyBefore(messages, 'u1')).toBeUndefined();
    expect(conversationReducer(messages, { type: 'regenerate', replyId: 'nope', reply: reply('r4') })).toBe(messages);
  });

  it('PP-021: reset replaces the conversation', () => {
    expect(conversationReducer([user('u1')], { type: 'reset', messages: [] })).toEqual([]);
  });
});
