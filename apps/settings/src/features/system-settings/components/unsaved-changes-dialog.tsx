import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { NAMESPACE } from '../../../namespace.ts';

export type UnsavedChangesDialogProps = { open: boolean; count: number; onConfirm: () => void; onCancel: () => void };

/** Asks before a tab change throws away unsaved edits. */
export function UnsavedChangesDialog({ open, count, onConfirm, onCancel }: UnsavedChangesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ConfirmDialog
      open={open}
      title={t('settings.unsaved.title')}
      message={t('settings.unsaved.message', { count })}
      confirmLabel={t('settings.unsaved.discard')}
      cancelLabel={t('settings.unsaved.stay')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
