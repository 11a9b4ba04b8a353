import type { Language } from '@gateway/i18n';

type Messages = Record<string, unknown>;
type Table = Promise<{ default: Messages }>;

/**
 * Each settings feature keeps its texts beside it (features/<feature>/locales) under its own
 * top-level key, so the engineers of different tabs never edit one file. A feature added here
 * needs a line in both lists. Literal imports so the bundler emits one chunk per language.
 */
function englishTables(): Table[] {
  return [
    import('./en.json'),
    import('../features/operation-settings/locales/en.json'),
    import('../features/rate-limit-settings/locales/en.json'),
    import('../features/model-settings/locales/en.json'),
    import('../features/ratio-settings/locales/en.json'),
    import('../features/system-tab/locales/en.json'),
    import('../features/other-tab/locales/en.json'),
    import('../features/users/locales/en.json'),
  ];
}

function chineseTables(): Table[] {
  return [
    import('./zh.json'),
    import('../features/operation-settings/locales/zh.json'),
    import('../features/rate-limit-settings/locales/zh.json'),
    import('../features/model-settings/locales/zh.json'),
    import('../features/ratio-settings/locales/zh.json'),
    import('../features/system-tab/locales/zh.json'),
    import('../features/other-tab/locales/zh.json'),
    import('../features/users/locales/zh.json'),
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
