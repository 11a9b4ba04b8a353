import { loadAllOptions, type Executor } from '@gateway/db';
import { optionDefaults } from '@gateway/domain';

/**
 * In-memory view of the options table merged over the registry defaults. Loaded once (lazily,
 * on the first request that needs it) and updated in place after a successful PUT /api/option/,
 * so reading an option never touches the database. Values stay text, as stored; the typed
 * getters fall back to the registry default when a stored value cannot be read.
 */
export interface OptionStore {
  /** Resolves once the options are loaded; retried on the next call after a failed load. */
  ready(): Promise<void>;
  /** Re-reads the table (e.g. after another instance changed options). */
  reload(): Promise<void>;
  /** Every option, merged over defaults. Do not mutate. */
  snapshot(): Readonly<Record<string, string>>;
  get(key: string): string;
  getBoolean(key: string): boolean;
  getInteger(key: string): number;
  getNumber(key: string): number;
  /** Parsed JSON value, or the parsed default when the stored text is not JSON. */
  getJson<T>(key: string): T;
  /** Records a value already written to the database. */
  set(key: string, value: string): void;
}

/** Creates the store; nothing is read until `ready()` is first awaited. */
export function createOptionStore(db: Executor): OptionStore {
  const defaults = optionDefaults();
  let values: Record<string, string> = { ...defaults };
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const stored = await loadAllOptions(db);
    values = { ...defaults, ...stored };
  }

  function ensureLoaded(): Promise<void> {
    if (!loading) {
      loading = load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
    }
    return loading;
  }

  function parseNumber(key: string, integer: boolean): number {
    const read = (text: string | undefined) => {
      if (text === undefined || text.trim() === '') return undefined;
      const parsed = Number(text);
      if (!Number.isFinite(parsed)) return undefined;
      return integer ? Math.trunc(parsed) : parsed;
    };
    return read(values[key]) ?? read(defaults[key]) ?? 0;
  }

  return {
    ready: ensureLoaded,
    async reload() {
      await load();
      loading = Promise.resolve();
    },
    snapshot: () => values,
    get: (key) => values[key] ?? '',
    getBoolean: (key) => values[key] === 'true',
    getInteger: (key) => parseNumber(key, true),
    getNumber: (key) => parseNumber(key, false),
    getJson<T>(key: string): T {
      for (const text of [values[key], defaults[key]]) {
        if (text === undefined) continue;
        try {
          return JSON.parse(text) as T;
        } catch {
          // fall through to the default
        }
      }
      return undefined as T;
    },
    set(key, value) {
      values = { ...values, [key]: value };
    },
  };
}
