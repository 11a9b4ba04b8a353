import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';
import { handleApiError } from '../http/error-handler.ts';

/** A 4xx answer (or `success: false`) will not change by asking again; network and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.kind === 'envelope' || error.kind === 'parse') return false;
    if (error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < 2;
}

/**
 * `meta: { notifyKey }` names the action, so a failure replaces that action's earlier notice. It
 * is a string, or a function of the mutation's variables for actions per row ('channels.row.7').
 */
function notifyOptions(meta: Record<string, unknown> | undefined, variables: unknown): { key?: string } {
  const named = meta?.['notifyKey'];
  const key = typeof named === 'function' ? (named as (input: unknown) => unknown)(variables) : named;
  return typeof key === 'string' ? { key } : {};
}

/**
 * The page's one QueryClient (the shell creates it). Every failed query and mutation goes through
 * handleApiError (COM-003), so pages do not show their own error toasts for API failures.
 * A mutation can opt out with `meta: { silent: true }` when it shows the error inline instead, and
 * name its action with `meta: { notifyKey: 'tokens.save' }` so its failure and its later success
 * share one notice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.['silent'] === true) return;
        handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        if (mutation.meta?.['silent'] === true) return;
        handleApiError(error, notifyOptions(mutation.meta, variables));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
