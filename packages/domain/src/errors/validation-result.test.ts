import { describe, expect, it } from 'vitest';
import { formatValidationMessage, validationMessages } from './validation-result.ts';
import { messages } from './messages.ts';
import { ErrorCode, errorCodeHttpStatus } from './error-code.ts';

describe('validation messages', () => {
  it('fills parameters and leaves unknown placeholders visible', () => {
    expect(formatValidationMessage('validation.option.min', { key: 'RetryTimes', min: 0 })).toBe('RetryTimes must be at least 0');
    expect(formatValidationMessage('validation.option.min', { key: 'RetryTimes' })).toBe('RetryTimes must be at least {min}');
  });

  it('SET-070 the whitelist message names the problem', () => {
    expect(formatValidationMessage('validation.option.emailDomain', { domain: 'x', key: 'EmailDomainWhitelist' })).toBe(
      'Email domain invalid or duplicate: x (EmailDomainWhitelist)',
    );
  });

  it('every key is namespaced under validation.', () => {
    expect(Object.keys(validationMessages).every((key) => key.startsWith('validation.'))).toBe(true);
  });
});

describe('server messages', () => {
  it('are non-empty (except success) and distinct, so the console can translate them by exact text', () => {
    const texts = Object.entries(messages)
      .filter(([key]) => key !== 'success')
      .map(([, text]) => text);
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('every error code has an HTTP status', () => {
    for (const code of Object.values(ErrorCode)) expect(errorCodeHttpStatus[code]).toBeGreaterThanOrEqual(400);
  });
});
