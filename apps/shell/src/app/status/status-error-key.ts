import { isApiError } from '@gateway/sdk';

/** SH-010: no answer at all reads "Unable to connect to server"; any other failure "Failed to load status". */
export function statusErrorKey(error: unknown): 'common:errors.unableToConnect' | 'common:errors.failedToLoadStatus' {
  return isApiError(error) && error.kind === 'network' ? 'common:errors.unableToConnect' : 'common:errors.failedToLoadStatus';
}
