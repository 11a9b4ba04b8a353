/**
 * Loads the console's remotes through an injected port (the Module Federation runtime in the
 * browser, a fake in tests) and keeps one state per remote that React reads with
 * useSyncExternalStore. A remote that fails stays failed until `retry`, which re-registers it
 * with the MF runtime (`force`) so the runtime fetches its manifest and entry again.
 */
import type { MessageLoader } from '@gateway/i18n';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { toRemoteModule } from './is-remote-module.ts';

export type RemoteFailure = 'manifest-unavailable' | 'not-deployed' | 'load-failed' | 'invalid-contract';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; module: RemoteModule }
  | { status: 'failed'; failure: RemoteFailure; detail: string };

/** What the registry needs from the outside world. */
export type RemoteLoaderPort = {
  /** GET /remotes.json: MF name → manifest URL. */
  fetchManifest: () => Promise<Record<string, string>>;
  /** Tells the MF runtime where a remote lives; `force` drops what it cached for it. */
  register: (name: string, entry: string, force: boolean) => void;
  /** Resolves the remote's `./routes` module. */
  load: (name: string) => Promise<unknown>;
  /** Makes the remote's i18n namespace available before its nav items render. */
  registerMessages: (namespace: string, loader: MessageLoader) => Promise<void>;
};

export type RemoteSnapshot = Readonly<Record<string, RemoteState>>;

export type RemoteRegistry = {
  getSnapshot: () => RemoteSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Loads one remote unless it is loading, loaded or failed; resolves once it has settled. */
  ensure: (name: string) => Promise<void>;
  ensureAll: () => Promise<void>;
  /** Tries a failed remote again from scratch (manifest included when it was the problem). */
  retry: (name: string) => Promise<void>;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createRemoteRegistry(port: RemoteLoaderPort, names: readonly string[]): RemoteRegistry {
  let snapshot: RemoteSnapshot = Object.fromEntries(names.map((name) => [name, { status: 'idle' } as RemoteState]));
  const listeners = new Set<() => void>();
  const registered = new Set<string>();
  let manifest: Promise<Record<string, string>> | undefined;
  /** The load under way per remote, so a second caller can wait for the same one. */
  const inflight = new Map<string, Promise<void>>();

  function set(name: string, state: RemoteState): void {
    snapshot = { ...snapshot, [name]: state };
    for (const listener of listeners) listener();
  }

  function readManifest(): Promise<Record<string, string>> {
    manifest ??= port.fetchManifest().catch((error: unknown) => {
      // Forget the failure so the next attempt asks the server again.
      manifest = undefined;
      throw error;
    });
    return manifest;
  }

  async function load(name: string, force: boolean): Promise<void> {
    set(name, { status: 'loading' });
    let entries: Record<string, string>;
    try {
      entries = await readManifest();
    } catch (error) {
      set(name, { status: 'failed', failure: 'manifest-unavailable', detail: describe(error) });
      return;
    }
    const entry = entries[name];
    if (entry === undefined) {
      set(name, { status: 'failed', failure: 'not-deployed', detail: `${name} is not listed in /remotes.json` });
      return;
    }
    let module: RemoteModule | null;
    try {
      // First time: a plain registration. On retry: forced, so the runtime forgets its cached failure.
      if (force || !registered.has(name)) port.register(name, entry, registered.has(name));
      registered.add(name);
      module = toRemoteModule(await port.load(name));
    } catch (error) {
      set(name, { status: 'failed', failure: 'load-failed', detail: describe(error) });
      return;
    }
    if (module === null) {
      set(name, { status: 'failed', failure: 'invalid-contract', detail: `${name}/routes does not export a RemoteModule` });
      return;
    }
    try {
      await port.registerMessages(module.namespace, module.loadMessages);
    } catch (error) {
      set(name, { status: 'failed', failure: 'load-failed', detail: describe(error) });
      return;
    }
    set(name, { status: 'loaded', module });
  }

  function start(name: string, force: boolean): Promise<void> {
    const pending = load(name, force).finally(() => inflight.delete(name));
    inflight.set(name, pending);
    return pending;
  }

  function ensure(name: string): Promise<void> {
    const state = snapshot[name];
    if (state?.status === 'loading') return inflight.get(name) ?? Promise.resolve();
    if (state === undefined || state.status !== 'idle') return Promise.resolve();
    return start(name, false);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure,
    ensureAll: () => Promise.all(names.map(ensure)).then(() => undefined),
    retry(name) {
      const state = snapshot[name];
      if (state?.status !== 'failed') return Promise.resolve();
      // A remote missing from the manifest may have been deployed since: read the list again.
      if (state.failure === 'not-deployed') manifest = undefined;
      return start(name, true);
    },
  };
}
