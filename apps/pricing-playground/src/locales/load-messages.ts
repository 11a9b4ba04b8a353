import type { Language } from '@gateway/i18n';

type Messages = Record<string, unknown>;
type Table = Promise<{ default: Messages }>;

/**
 * Each feature keeps its texts beside it (features/<feature>/locales) under its own top-level
 * keys, so the engineers of the pricing page, the playground and the chat pages never edit one
 * file; this folder keeps the remote's own (nav, sections). A feature added
 * here needs a line in both lists. Literal imports so the bundler emits one chunk per language.
 */
function englishTables(): Table[] {
  return [
    import('./en.json'),
    import('../features/pricing/locales/en.json'),
    import('../features/chat/locales/en.json'),
    import('../features/shared/locales/en.json'),
    import('../features/playground/locales/en.json'),
  ];
}

function chineseTables(): Table[] {
  return [
    import('./zh.json'),
    import('../features/pricing/locales/zh.json'),
    import('../features/chat/locales/zh.json'),
    import('../features/shared/locales/zh.json'),
    import('../features/playground/locales/zh.json'),
  ];
}

/** Joins the tables; a top-level key owned by two tables is a mistake, caught by locales.test.ts. */
export function mergeMessageTables(tables: readonly Messages[]): Messages {
  return Object.assign({}, ...tables) as Messages;
}

/** Loads this remote's messages for one language (only that language is downloaded). */
export async function loadMessages(language: Language): Promise<Messages> {
  const tables = await Promise.all(language === 'zh' ? chineseTables() : englishTables());
  return mergeMessageTables(tables.map((module) => module.default));
}

/** The separate tables, for the test that no two features claim one top-level key. */
export async function loadMessageTables(language: Language): Promise<Messages[]> {
  const tables = await Promise.all(language === 'zh' ? chineseTables() : englishTables());
  return tables.map((module) => module.default);
}
