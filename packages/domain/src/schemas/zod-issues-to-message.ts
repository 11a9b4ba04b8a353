import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : String(segment)))
    .join('.')
    .replace(/\.\[/g, '[');
}

function sizeUnit(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

/**
 * English text of one issue. Built from the issue's code rather than zod's default wording so the
 * server's messages stay stable across zod releases; refinements ('custom') keep their own text.
 */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * Whether an invalid_type issue is a missing field. zod only keeps the offending input when asked
 * (`reportInput`), so fall back to the caller's input, then to zod's own wording.
 */
function isMissing(issue: Issue, input: unknown, hasInput: boolean): boolean {
  if ('input' in issue) return issue.input === undefined;
  if (hasInput) return valueAt(input, issue.path) === undefined;
  return /received undefined$/.test(issue.message);
}

function describeIssue(issue: Issue, input: unknown, hasInput: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue, input, hasInput)) return 'is required';
      return `must be ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum === 1) return 'cannot be empty';
      const bound = issue.inclusive === false ? 'greater than' : 'at least';
      return `must be ${bound} ${minimum}${sizeUnit(issue.origin)}`;
    }
    case 'too_big': {
      const bound = issue.inclusive === false ? 'less than' : 'at most';
      return `must be ${bound} ${Number(issue.maximum)}${sizeUnit(issue.origin)}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'url') return 'must be a valid URL';
      return issue.message;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/**
 * One readable English sentence for a failed parse, naming each field
 * ("password: must be at least 8 characters; email: must be a valid email address").
 * Pass the parsed `input` too so a missing field reads "is required" even where the schema
 * sets its own type message.
 */
export function zodIssuesToMessage(error: { issues: readonly Issue[] }, input?: unknown): string {
  const hasInput = input !== undefined;
  const parts: string[] = [];
  for (const issue of error.issues) {
    const field = fieldName(issue.path);
    const description = describeIssue(issue, input, hasInput);
    const text = field === '' ? description : `${field}: ${description}`;
    if (!parts.includes(text)) parts.push(text);
  }
  return parts.length === 0 ? 'Invalid input' : parts.join('; ');
}
