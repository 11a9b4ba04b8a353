import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyExternal } from '../notify/notification-channel.ts';
import { writeClipboard } from './clipboard.ts';
import { ManualCopyDialog } from './manual-copy-dialog.tsx';

export type CopyControls = {
  /** Copies and toasts "Copied: {text}" (COM-014); on failure opens the manual-copy dialog. Resolves whether it copied. */
  copy: (text: string) => Promise<boolean>;
  /** The manual-copy dialog: render it once wherever the hook is used. */
  dialog: ReactNode;
};

export function useCopy(): CopyControls {
  const { t } = useTranslation('common');
  const [manualText, setManualText] = useState<string | undefined>(undefined);

  const copy = useCallback(
    async (text: string) => {
      const copied = await writeClipboard(text);
      if (copied) notifyExternal.success(t('messages.copied', { text }));
      else setManualText(text);
      return copied;
    },
    [t],
  );

  const dialog = <ManualCopyDialog open={manualText !== undefined} text={manualText ?? ''} onClose={() => setManualText(undefined)} />;
  return { copy, dialog };
}
