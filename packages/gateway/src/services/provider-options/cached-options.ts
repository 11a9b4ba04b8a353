import type { OptionStore } from '../option-store.ts';

/**
 * A value derived from some options, rebuilt only when one of their stored texts changes (an admin
 * save), so a relayed request pays a few string comparisons instead of JSON parses.
 */
export function cachedOptions<T>(options: OptionStore, keys: readonly string[], build: (options: OptionStore) => T): () => T {
  let texts: string[] | null = null;
  let value: T | undefined;
  return () => {
    let fresh = texts !== null;
    for (let index = 0; fresh && index < keys.length; index += 1) fresh = options.get(keys[index]!) === texts![index];
    if (!fresh) {
      texts = keys.map((key) => options.get(key));
      value = build(options);
    }
    return value as T;
  };
}
