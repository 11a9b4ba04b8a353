// @vitest-environment node
/**
 * Every fixed text the server sends (domain `messages`, `validationMessages`) must have its
 * translation in the common namespace, or handleApiError would show a raw key (COM-035).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, validationMessages } from '@gateway/domain';

function readLocale(language: 'en' | 'zh'): Record<string, unknown> {
  const url = new URL(`../../../i18n/src/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function lookup(table: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], table);
}

describe.each(['en', 'zh'] as const)('common:%s covers the server texts (COM-035)', (language) => {
  const table = readLocale(language);

  it('has serverMessages.<key> for every non-empty domain message', () => {
    const missing = Object.entries(messages)
      .filter(([, text]) => text !== '')
      .map(([key]) => `serverMessages.${key}`)
      .filter((path) => typeof lookup(table, path) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has every validation key with the same placeholders', () => {
    const problems: string[] = [];
    for (const [key, template] of Object.entries(validationMessages)) {
      const translated = lookup(table, key);
      if (typeof translated !== 'string') {
        problems.push(`${key}: missing`);
        continue;
      }
      const expected = [...template.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .sort()
        .join();
      const actual = [...translated.matchAll(/\{\{(\w+)\}\}/g)]
        .map((match) => match[1])
        .sort()
        .join();
      if (expected !== actual) problems.push(`${key}: placeholders ${actual} ≠ ${expected}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the English texts equal to what the server sends', () => {
    if (language !== 'en') return;
    const differing = Object.entries(messages).filter(([key, text]) => text !== '' && lookup(table, `serverMessages.${key}`) !== text);
    expect(differing).toEqual([]);
  });
});
