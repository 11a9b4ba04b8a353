import { createContext, useContext } from 'react';
import type { StatusPayload } from '@gateway/domain';

/** The status payload, guaranteed present below the status gate. */
export const StatusContext = createContext<StatusPayload | null>(null);

export function useGatedStatus(): StatusPayload {
  const status = useContext(StatusContext);
  if (status === null) throw new Error('useGatedStatus() must be used below <StatusGate>');
  return status;
}
