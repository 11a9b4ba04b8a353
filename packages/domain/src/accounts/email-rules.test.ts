import { describe, expect, it } from 'vitest';
import { emailAddressRefusal, emailDomain, normalizeEmail } from './email-rules.ts';

const open = { domainRestriction: false, domainWhitelist: 'gmail.com,qq.com', aliasRestriction: false };

describe('email address rules (EmailDomainRestrictionEnabled, EmailAliasRestrictionEnabled)', () => {
  it('normalizes to trimmed lower case and reads the domain after the last @', () => {
    expect(normalizeEmail('  Alice@GMail.COM ')).toBe('alice@gmail.com');
    expect(emailDomain('a@b@Example.org')).toBe('example.org');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('accepts every address while both restrictions are off', () => {
    expect(emailAddressRefusal('first.last+tag@anywhere.example', open)).toBeUndefined();
  });

  it('with the domain restriction, accepts only whole whitelisted domains, whatever the case', () => {
    const rules = { ...open, domainRestriction: true };
    expect(emailAddressRefusal('Bob@GMAIL.com', rules)).toBeUndefined();
    expect(emailAddressRefusal('bob@qq.com', rules)).toBeUndefined();
    expect(emailAddressRefusal('bob@example.com', rules)).toBe('emailDomainNotAllowed');
    expect(emailAddressRefusal('bob@mail.gmail.com', rules)).toBe('emailDomainNotAllowed');
    expect(emailAddressRefusal('bob@gmail.com.evil.example', rules)).toBe('emailDomainNotAllowed');
    expect(emailAddressRefusal('bob@qq.com', { ...rules, domainWhitelist: ' QQ.com , ' })).toBeUndefined();
    expect(emailAddressRefusal('bob@qq.com', { ...rules, domainWhitelist: '' })).toBe('emailDomainNotAllowed');
  });

  it('with the alias restriction, refuses "+" and "." before the @ only', () => {
    const rules = { ...open, aliasRestriction: true };
    expect(emailAddressRefusal('bob+shop@gmail.com', rules)).toBe('emailAliasNotAllowed');
    expect(emailAddressRefusal('b.o.b@gmail.com', rules)).toBe('emailAliasNotAllowed');
    expect(emailAddressRefusal('bob@mail.example.com', rules)).toBeUndefined();
  });

  it('applies the domain rule before the alias rule and refuses an address without a local part', () => {
    const both = { ...open, domainRestriction: true, aliasRestriction: true };
    expect(emailAddressRefusal('a+b@example.com', both)).toBe('emailDomainNotAllowed');
    expect(emailAddressRefusal('@gmail.com', both)).toBe('invalidParameters');
  });
});
