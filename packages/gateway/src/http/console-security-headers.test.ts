import { describe, expect, it } from 'vitest';
import { optionDefaults } from '@gateway/domain';
import {
  consoleContentSecurityPolicy,
  consoleDocumentHeaders,
  TELEGRAM_FRAME_ORIGIN,
  TELEGRAM_SCRIPT_ORIGIN,
  TURNSTILE_ORIGIN,
} from './console-security-headers.ts';

function directives(values: Record<string, string>): Map<string, string[]> {
  const policy = consoleContentSecurityPolicy({ ...optionDefaults(), ...values });
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('console document security headers', () => {
  it('by default: scripts from self only, inline styles for emotion, never framed, no plugins', () => {
    const policy = directives({});
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // PP-033: the default chat links carry {address} inside their query, so their origins are framed even
    // before a ServerAddress is set (the page fills in its own origin); the app links (ama:, opencat:) never are.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://app.nextchat.dev', 'https://chat-preview.lobehub.com', 'https://aiaw.app']);
    expect(policy.has('form-action')).toBe(false);
  });

  it('adds the Turnstile origin to scripts and frames only while TurnstileCheckEnabled', () => {
    const on = directives({ TurnstileCheckEnabled: 'true', TurnstileSiteKey: 'site' });
    expect(on.get('script-src')).toEqual(["'self'", TURNSTILE_ORIGIN]);
    expect(on.get('frame-src')).toContain(TURNSTILE_ORIGIN);
    expect(directives({ TurnstileCheckEnabled: 'false' }).get('script-src')).toEqual(["'self'"]);
  });

  it('adds the Telegram widget origins only while TelegramOAuthEnabled', () => {
    const on = directives({ TelegramOAuthEnabled: 'true' });
    expect(on.get('script-src')).toEqual(["'self'", TELEGRAM_SCRIPT_ORIGIN]);
    expect(on.get('frame-src')).toContain(TELEGRAM_FRAME_ORIGIN);
    const both = directives({ TelegramOAuthEnabled: 'true', TurnstileCheckEnabled: 'true' });
    expect(both.get('script-src')).toEqual(["'self'", TURNSTILE_ORIGIN, TELEGRAM_SCRIPT_ORIGIN]);
  });

  it('PP-033: frames the http(s) chat links (with {address} filled in) and a home or about page given as a URL', () => {
    const policy = directives({
      ServerAddress: 'https://gateway.example.com',
      Chats: JSON.stringify([
        { NextChat: 'https://app.nextchat.dev/#/?settings={"key":"{key}","url":"{address}"}' },
        { Own: '{address}/chat?key={key}' },
        { OpenCat: 'opencat://team/join?domain={address}&token={key}' },
        { Broken: 'not a url' },
      ]),
      HomePageContent: 'https://home.example.org/welcome',
      About: '# About us\n\nplain markdown',
    });
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://app.nextchat.dev', 'https://gateway.example.com', 'https://home.example.org']);
  });

  it("PP-033: a link that begins with {address} is the server itself: framed as the ServerAddress, or 'self' without one", () => {
    const chats = JSON.stringify([{ Own: '{address}/chat?key={key}' }]);
    expect(directives({ Chats: chats }).get('frame-src')).toEqual(["'self'"]);
    expect(directives({ Chats: chats, ServerAddress: 'https://api.example.com/' }).get('frame-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('ignores a Chats value that is not a list of name → link objects', () => {
    expect(directives({ Chats: JSON.stringify({ a: 'https://x.example' }) }).get('frame-src')).toEqual(["'self'"]);
    expect(directives({ Chats: JSON.stringify(['https://x.example', null, 3]) }).get('frame-src')).toEqual(["'self'"]);
  });

  it('documents also carry nosniff, a Referrer-Policy and X-Frame-Options', () => {
    expect(consoleDocumentHeaders(optionDefaults())).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});
