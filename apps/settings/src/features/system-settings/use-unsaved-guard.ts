import { useCallback, useEffect, useState } from 'react';
import type { SettingsTab } from './settings-tab.ts';

/**
 * Unsaved edits are never lost silently: a tab change while `dirty` waits for the
 * operator's confirmation, and leaving or reloading the page asks the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean, selectTab: (tab: SettingsTab) => void, discard: () => void) {
  const [pending, setPending] = useState<SettingsTab | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestTab = useCallback((tab: SettingsTab) => (dirty ? setPending(tab) : selectTab(tab)), [dirty, selectTab]);
  const confirm = useCallback(() => {
    if (pending === null) return;
    discard();
    selectTab(pending);
    setPending(null);
  }, [pending, discard, selectTab]);
  const cancel = useCallback(() => setPending(null), []);
  return { requestTab, pending, confirm, cancel };
}
