import { describe, expect, it } from 'vitest';
import { fillChatLink, parseChatLinks, withKeyPrefix } from './chat-links.ts';

describe('chat links', () => {
  it('reads the local chats list into named templates', () => {
    const raw = JSON.stringify([{ 'ChatGPT Next Web': 'https://chat.example/#/?settings={"key":"{key}","url":"{address}"}' }, { Lobe: 'https://lobe.example/?k={key}' }]);
    const result = parseChatLinks(raw);
    expect(result.kind).toBe('links');
    if (result.kind === 'links') expect(result.links.map((link) => link.name)).toEqual(['ChatGPT Next Web', 'Lobe']);
  });

  it("001 §8: no list or an empty one → 'contact admin to configure chat links'", () => {
    expect(parseChatLinks(null)).toEqual({ kind: 'none' });
    expect(parseChatLinks('[]')).toEqual({ kind: 'none' });
  });

  it("001 §8: unparsable data → 'chat link configuration error, contact admin'", () => {
    expect(parseChatLinks('{not json')).toEqual({ kind: 'invalid' });
    expect(parseChatLinks('{"a":"b"}')).toEqual({ kind: 'invalid' });
    expect(parseChatLinks('[{"a":1}]')).toEqual({ kind: 'invalid' });
    expect(parseChatLinks('["x"]')).toEqual({ kind: 'invalid' });
  });

  it('TW-004: fills {key} with the sk- key and {address} URL-encoded', () => {
    expect(fillChatLink('https://c.example/?key={key}&url={address}', { address: 'https://gw.example:3000', key: 'abc123' })).toBe(
      'https://c.example/?key=sk-abc123&url=https%3A%2F%2Fgw.example%3A3000',
    );
    expect(withKeyPrefix('sk-abc')).toBe('sk-abc');
  });
});
