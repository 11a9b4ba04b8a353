import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';

type Pending = { message: ReactNode; danger: boolean; action: () => Promise<unknown> | void };

/** One confirmation dialog for a page: `ask(message, action)` opens it; confirm runs the action and closes. */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const ask = (message: ReactNode, action: Pending['action'], danger = false): void => setPending({ message, action, danger });
  const confirm = async (): Promise<void> => {
    if (pending === undefined) return;
    setRunning(true);
    try {
      await pending.action();
    } catch {
      // The mutation's own error handler has told the user; the dialog just closes.
    } finally {
      setRunning(false);
      setPending(undefined);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== undefined}
      message={pending?.message ?? ''}
      danger={pending?.danger ?? false}
      confirming={running}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(undefined)}
    />
  );
  return { ask, dialog };
}
