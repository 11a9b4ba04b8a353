import { describe, expect, it } from 'vitest';
import { defaultChats } from '../options/default-text-values.ts';
import { chatLinkKind, fillChatLink, fillNextChatLink, parseChatEntries } from './chat-links.ts';

describe('chat links (PP-032…036)', () => {
  it('PP-032: a list of name → template objects; each entry keeps its position as its id', () => {
    const raw = JSON.stringify([{ NextChat: 'https://chat.example/#/?key={key}' }, 'junk', { LobeChat: 'https://lobe.example/?url={address}' }]);
    expect(parseChatEntries(raw)).toEqual({
      kind: 'entries',
      entries: [
        { index: 0, name: 'NextChat', template: 'https://chat.example/#/?key={key}' },
        { index: 2, name: 'LobeChat', template: 'https://lobe.example/?url={address}' },
      ],
    });
  });

  it.each([null, '', '  ', '[]', '[{}]', '[{"Blank": ""}]'])('PP-035: %j configures no chat link', (raw) => {
    expect(parseChatEntries(raw)).toEqual({ kind: 'none' });
  });

  it.each(['{', '{"NextChat": "https://x"}', '"text"', '42'])('PP-036: %j is unreadable chat data', (raw) => {
    expect(parseChatEntries(raw)).toEqual({ kind: 'invalid' });
  });

  it('fills {address} URL-encoded and {key} with the sk- prefix, every occurrence', () => {
    expect(fillChatLink('https://c.example/?u={address}&k={key}&again={key}', { address: 'https://gw.example:8443/base', key: 'abc' })).toBe(
      'https://c.example/?u=https%3A%2F%2Fgw.example%3A8443%2Fbase&k=sk-abc&again=sk-abc',
    );
    expect(fillChatLink('{key}', { address: '', key: 'sk-already' })).toBe('sk-already');
  });

  it('an {address} that begins the template is the origin of the link: filled as is', () => {
    expect(fillChatLink('{address}/chat?url={address}&key={key}', { address: 'https://gw.example/', key: 'abc' })).toBe(
      'https://gw.example/chat?url=https%3A%2F%2Fgw.example%2F&key=sk-abc',
    );
  });

  it('SET-014: the default NextChat link gets the key and the encoded address inside its settings; a leading {address} form opens on the server', () => {
    const values = { address: 'https://gw.example', key: 'abc' };
    expect(fillChatLink(defaultChats[0]!['NextChat']!, values)).toBe('https://app.nextchat.dev/#/?settings={"key":"sk-abc","url":"https%3A%2F%2Fgw.example"}');
    expect(fillChatLink('{address}/#/?settings={"key":"{key}","url":"{address}"}', values)).toBe(
      'https://gw.example/#/?settings={"key":"sk-abc","url":"https%3A%2F%2Fgw.example"}',
    );
  });

  it('PP-034: the ChatLink option opens NextChat with the key and the encoded address in its settings', () => {
    expect(fillNextChatLink('https://next.example/', { address: 'http://127.0.0.1:3000', key: 'abc' })).toBe(
      'https://next.example/#/?settings={"key":"sk-abc","url":"http%3A%2F%2F127.0.0.1%3A3000"}',
    );
  });

  it.each([
    ['https://chat.example/x', 'web'],
    ['http://127.0.0.1:9/chat', 'web'],
    ['ama://set-api-key?server=x', 'app'],
    ['opencat://team/join', 'app'],
    ['javascript:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    [' JavaScript:alert(1)', 'unsafe'],
    ['data:text/html,<script>1</script>', 'unsafe'],
    ['not a link', 'unsafe'],
  ] as const)('%j is a %s link', (link, kind) => {
    expect(chatLinkKind(link)).toBe(kind);
  });
});
