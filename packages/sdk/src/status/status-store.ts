import type { StatusPayload } from '@gateway/domain';
import { getStatus } from '../endpoints/system.ts';
import { mirrorStatusToStorage, readCachedStatus } from './status-mirror.ts';

export type StatusState = {
  /** The freshest payload known: the server's once loaded, else the cached copy. */
  status: StatusPayload | undefined;
  /** True while the first load of this page is in flight. */
  loading: boolean;
  /** The failure of the last load (SH-010); the cached status stays usable meanwhile. */
  error: unknown;
};

type Listener = () => void;

const listeners = new Set<Listener>();
let state: StatusState | undefined;
let inFlight: Promise<StatusPayload> | undefined;
/** Whether this page load already asked the server (by anyone: bootstrap, a hook, a query). */
let requestedThisPage = false;

function currentState(): StatusState {
  state ??= { status: readCachedStatus(), loading: false, error: undefined };
  return state;
}

function setState(next: StatusState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * GET /api/status, cached under localStorage 'status' with its mirrored keys. Concurrent callers
 * share one request. Rejects with the ApiError; the cached status is kept.
 */
export function loadStatus(): Promise<StatusPayload> {
  if (inFlight !== undefined) return inFlight;
  requestedThisPage = true;
  setState({ ...currentState(), loading: true });
  inFlight = getStatus()
    .then((status) => {
      mirrorStatusToStorage(status);
      setState({ status, loading: false, error: undefined });
      return status;
    })
    .catch((error: unknown) => {
      setState({ ...currentState(), loading: false, error });
      throw error;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * Takes a payload this page already holds (the server wrote it into a prerendered document) as
 * this page load's answer: stored and mirrored like a loaded one, and no GET /api/status follows.
 */
export function primeStatus(status: StatusPayload): void {
  requestedThisPage = true;
  mirrorStatusToStorage(status);
  setState({ status, loading: false, error: undefined });
}

/**
 * Starts the one refresh of this page load unless someone already did; failures stay in the
 * store (statusStore.getState().error) for whoever shows them.
 */
export function ensureStatusRequested(): void {
  if (requestedThisPage) return;
  loadStatus().catch(() => undefined);
}

/** The status cached by an earlier load (this page or a previous visit), if any. */
export function getCachedStatus(): StatusPayload | undefined {
  return currentState().status ?? readCachedStatus();
}

export const statusStore = {
  getState: currentState,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Test hook: forget what this page loaded, as a reload would. */
export function resetStatusStoreForTests(): void {
  state = undefined;
  inFlight = undefined;
  requestedThisPage = false;
}
