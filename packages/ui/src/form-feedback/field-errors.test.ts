import { describe, expect, it } from 'vitest';
import { createTokenInput, registerInput } from '@gateway/domain';
import { describeIssue, hasFieldErrors, schemaFieldErrors } from './field-errors.ts';
import type { RuleMessage } from './field-errors.ts';

const asText = (rule: RuleMessage) => (rule.values === undefined ? rule.key : `${rule.key} ${JSON.stringify(rule.values)}`);

describe('schema issues as field errors', () => {
  it('maps the domain token schema to the drawer fields, first broken rule per field', () => {
    const result = createTokenInput.safeParse({ name: '', remain_quota: -1, count: 500, expired_time: -1 });
    expect(result.success).toBe(false);
    const errors = schemaFieldErrors(result.error!.issues, { name: 'name', remain_quota: 'remainQuota', count: 'count' }, asText);
    expect(errors).toEqual({ name: 'form.rules.required', remainQuota: 'form.rules.min {"min":0}', count: 'form.rules.max {"max":100}' });
  });

  it('names length rules in characters and leaves out fields the form does not show', () => {
    const result = registerInput.safeParse({ username: 'a-very-long-user-name', password: 'short', email: 'not-an-email' });
    const errors = schemaFieldErrors(result.error!.issues, { username: 'username', password: 'password' }, asText);
    expect(errors).toEqual({ username: 'form.rules.maxLength {"max":12}', password: 'form.rules.minLength {"min":8}' });
  });

  it('describes formats, numbers and anything else', () => {
    expect(describeIssue({ code: 'invalid_format', format: 'email', path: ['email'], message: '' })).toEqual({ key: 'form.rules.email' });
    expect(describeIssue({ code: 'invalid_type', expected: 'number', path: ['quota'], message: '' })).toEqual({ key: 'form.rules.number' });
    expect(describeIssue({ code: 'invalid_type', expected: 'string', path: ['name'], message: '', input: undefined })).toEqual({ key: 'form.rules.required' });
    expect(describeIssue({ code: 'custom', path: ['allow_ips'], message: 'x is not an IP' })).toEqual({ key: 'form.rules.invalid' });
  });

  it('knows an empty set of errors', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ name: undefined })).toBe(false);
    expect(hasFieldErrors({ name: 'required' })).toBe(true);
  });
});
