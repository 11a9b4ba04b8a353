// @vitest-environment node
/**
 * Guards every translation table of the repository (conventions: every user-facing string exists
 * in en and zh, COM-033/035): each locales/en.json has a zh.json with the same keys, no empty
 * texts, and the same {{placeholders}} per key.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkKeyParity, collectKeys } from './parity.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

function findLocaleFolders(directory: string, found: string[] = []): string[] {
  for (const name of readdirSync(directory)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = join(directory, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'locales' && (existsSync(join(full, 'en.json')) || existsSync(join(full, 'zh.json')))) found.push(full);
    else findLocaleFolders(full, found);
  }
  return found;
}

function readTable(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function leafValue(table: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], table);
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort() : [];
}

const folders = ['apps', 'packages'].flatMap((top) => (existsSync(join(repositoryRoot, top)) ? findLocaleFolders(join(repositoryRoot, top)) : []));

describe('translation tables of the whole repository (COM-033, COM-035)', () => {
  it('finds the common namespace at least', () => {
    expect(folders.map((folder) => relative(repositoryRoot, folder))).toContain(join('packages', 'i18n', 'src', 'locales'));
  });

  describe.each(folders.map((folder) => [relative(repositoryRoot, folder), folder] as const))('%s', (_name, folder) => {
    it('has both en.json and zh.json', () => {
      expect({ en: existsSync(join(folder, 'en.json')), zh: existsSync(join(folder, 'zh.json')) }).toEqual({ en: true, zh: true });
    });

    it('has the same keys in en and zh', () => {
      const report = checkKeyParity(readTable(join(folder, 'en.json')), readTable(join(folder, 'zh.json')));
      expect(report).toEqual({ onlyInEn: [], onlyInZh: [] });
    });

    it('has no empty texts and the same placeholders in both languages', () => {
      const en = readTable(join(folder, 'en.json'));
      const zh = readTable(join(folder, 'zh.json'));
      const problems: string[] = [];
      for (const key of collectKeys(en)) {
        const english = leafValue(en, key);
        const chinese = leafValue(zh, key);
        if (chinese === undefined) continue; // reported by the parity test
        if (typeof english === 'string' && english.trim() === '') problems.push(`${key}: empty in en`);
        if (typeof chinese === 'string' && chinese.trim() === '') problems.push(`${key}: empty in zh`);
        if (placeholders(english).join() !== placeholders(chinese).join()) problems.push(`${key}: placeholders differ`);
      }
      expect(problems).toEqual([]);
    });

    it('counts with i18next plurals: a counted English noun has _one and _other forms', () => {
      const en = readTable(join(folder, 'en.json'));
      const keys = collectKeys(en);
      const problems: string[] = [];
      for (const key of keys) {
        const english = leafValue(en, key);
        const plural = /_(one|other)$/.exec(key);
        if (plural !== null) {
          const sibling = key.replace(/_(one|other)$/, plural[1] === 'one' ? '_other' : '_one');
          if (!keys.includes(sibling)) problems.push(`${key}: no ${sibling}`);
        } else if (typeof english === 'string' && /\{\{count\}\} (\S+ )?\p{L}+s\b/u.test(english)) {
          problems.push(`${key}: "${english}" needs _one/_other forms`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
