import type { ManageUserAction, PublicUser } from '@gateway/domain';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type PendingAction = { user: PublicUser; action: Extract<ManageUserAction, 'disable' | 'demote' | 'logout' | 'delete'> };

export type ManageConfirmDialogProps = {
  pending: PendingAction | undefined;
  confirming: boolean;
  onConfirm: (pending: PendingAction) => void;
  onCancel: () => void;
};

/** Asks before disable, demote, sign out everywhere and delete (USR-009). */
export function ManageConfirmDialog({ pending, confirming, onConfirm, onCancel }: ManageConfirmDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = pending?.user.username ?? '';
  const action = pending?.action ?? 'delete';
  return (
    <ConfirmDialog
      open={pending !== undefined}
      danger={action === 'delete' || action === 'disable'}
      title={t(`users.confirm.${action}.title`, { name })}
      message={t(`users.confirm.${action}.message`, { name })}
      confirmLabel={t(`users.actions.${action}`)}
      confirming={confirming}
      onConfirm={() => pending !== undefined && onConfirm(pending)}
      onCancel={onCancel}
    />
  );
}
