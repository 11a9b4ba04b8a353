import { loadAllOptions, type Executor } from '@gateway/db';
import { optionDefaults, readBooleanOption, readJsonOption, readNumberOption, type JsonValue } from '@gateway/domain';

/**
 * In-memory view of the options table merged over the registry defaults. Loaded once (lazily,
 * on the first request that needs it), updated in place after a successful PUT /api/option/ and
 * re-read in the background every `refreshMs` (other instances' changes), so reading an option
 * never waits for the database. Values stay text, as stored; the typed
 * getters are domain's readers, which fall back to the registry default when a stored value
 * cannot be read and throw only for a key missing from the registry (a programming error).
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
  /** Integer options come back truncated, number options as stored. */
  getNumber(key: string): number;
  /** Parsed JSON value, or the parsed default when the stored text is not JSON. */
  getJson<T extends JsonValue = JsonValue>(key: string): T;
  /** Records a value already written to the database. */
  set(key: string, value: string): void;
}

export interface OptionStoreRefresh {
  now(): number;
  /**
   * Options older than this are re-read in the background on the next `ready()` (the current values keep
   * serving meanwhile), so a change made by another instance arrives without a restart.
   */
  refreshMs: number;
  /** Keeps the runtime alive until a background re-read ends (Workers: the live request's waitUntil). */
  keepAlive?(promise: Promise<unknown>): void;
}

/** Creates the store; nothing is read until `ready()` is first awaited. */
export function createOptionStore(db: Executor, refresh?: OptionStoreRefresh): OptionStore {
  const defaults = optionDefaults();
  let values: Record<string, string> = { ...defaults };
  let loading: Promise<void> | null = null;
  let loadedAt = 0;
  let refreshing = false;
  // Bumped by set(): a read that started before a local write must not overwrite it with older values.
  let generation = 0;

  async function load(): Promise<void> {
    const started = generation;
    const at = refresh?.now() ?? 0;
    const stored = await loadAllOptions(db);
    if (started !== generation) return;
    values = { ...defaults, ...stored };
    loadedAt = at;
  }

  function ensureLoaded(): Promise<void> {
    if (!loading) {
      loading = load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
    } else if (refresh !== undefined && !refreshing && refresh.now() - loadedAt >= refresh.refreshMs) {
      refreshing = true;
      // A failed background read keeps the current values; the next ready() tries again.
      const reading = load()
        .catch(() => {})
        .finally(() => {
          refreshing = false;
        });
      refresh.keepAlive?.(reading);
    }
    return loading;
  }

  return {
    ready: ensureLoaded,
    async reload() {
      await load();
      loading = Promise.resolve();
    },
    snapshot: () => values,
    get: (key) => values[key] ?? '',
    getBoolean: (key) => readBooleanOption(values, key),
    getNumber: (key) => readNumberOption(values, key),
    getJson: <T extends JsonValue = JsonValue>(key: string) => readJsonOption<T>(values, key),
    set(key, value) {
      generation += 1;
      values = { ...values, [key]: value };
    },
  };
}
