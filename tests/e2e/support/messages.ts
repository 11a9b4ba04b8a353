/**
 * The console's own translation files, so the journey finds controls by the exact text a person
 * reads in each language (and breaks if a label disappears from either language).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './server.ts';

type Messages = Record<string, unknown>;

function load(path: string): Messages {
  return JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8')) as Messages;
}

const files = {
  shell: 'apps/shell/src/locales',
  /** /personal keeps its texts beside the page, in their own namespace. */
  personal: 'apps/shell/src/pages/personal/locales',
  common: 'packages/i18n/src/locales',
  tokens_wallet: 'apps/tokens-wallet/src/locales',
  settings: 'apps/settings/src/locales',
  channels: 'apps/channels/src/locales',
  logs: 'apps/logs/src/locales',
  pricing_playground: 'apps/pricing-playground/src/locales',
} as const;

export type Language = 'en' | 'zh';

/** Remotes that keep each feature's texts beside it (features/<feature>/locales, one top-level key each). */
const featureTables: Partial<Record<keyof typeof files, string>> = {
  settings: 'apps/settings/src/features',
  pricing_playground: 'apps/pricing-playground/src/features',
};

/**
 * A namespace's table in one language: its locales folder merged with its features' tables, the way
 * the remote merges them at load.
 */
function loadNamespace(namespace: keyof typeof files, language: Language): Messages {
  const base = load(`${files[namespace]}/${language}.json`);
  const root = featureTables[namespace];
  if (root === undefined) return base;
  const features = join(repositoryRoot, root);
  const tables = readdirSync(features)
    .map((feature) => `${root}/${feature}/locales/${language}.json`)
    .filter((path) => existsSync(join(repositoryRoot, path)))
    .map(load);
  return Object.assign({}, base, ...tables) as Messages;
}

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Messages | undefined)?.[part];
  return node;
}

/**
 * `text('zh', 'shell', 'login.submit', { name: 'x' })` → the translated string, placeholders filled.
 * With a `count`, a plural key (`created_one` / `created_other`) is chosen the way i18next does.
 */
export function text(language: Language, namespace: keyof typeof files, key: string, values: Record<string, string> = {}): string {
  const messages = loadNamespace(namespace, language);
  let node = lookup(messages, key);
  if (node === undefined && values['count'] !== undefined) {
    node = lookup(messages, `${key}_${new Intl.PluralRules(language).select(Number(values['count']))}`);
  }
  if (typeof node !== 'string') throw new Error(`no ${language} message ${namespace}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
