/**
 * An in-memory localStorage for rendering in Node that records which keys a render read: the
 * footer reads the status mirror ('footer_html') from storage, not from the status object.
 */
export type TrackingStorage = Storage & { reads: Set<string>; recording: boolean };

export function createTrackingStorage(): TrackingStorage {
  const values = new Map<string, string>();
  const storage = {
    reads: new Set<string>(),
    recording: false,
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem(key: string) {
      if (storage.recording) storage.reads.add(key);
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
  return storage;
}

/**
 * Wraps an object so that every property read while `recorder.recording` is on is noted;
 * enumerating it (spread, JSON) counts as reading every key.
 */
export function trackReads<T extends object>(target: T, recorder: { reads: Set<string>; recording: boolean }): T {
  const note = (key: string | symbol) => {
    if (recorder.recording && typeof key === 'string') recorder.reads.add(key);
  };
  return new Proxy(target, {
    get(object, key, receiver) {
      note(key);
      return Reflect.get(object, key, receiver) as unknown;
    },
    has(object, key) {
      note(key);
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      const keys = Reflect.ownKeys(object);
      keys.forEach(note);
      return keys;
    },
  });
}
