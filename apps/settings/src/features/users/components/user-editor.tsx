import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useSelf, useUserDetail } from '../api/use-users.ts';
import { UserDrawer } from './user-drawer.tsx';

/** Which editor the route asks for: none (/user), a user (/user/edit/:id), my own account (/user/edit). */
export type EditorTarget = { kind: 'none' } | { kind: 'user'; id: number } | { kind: 'self' } | { kind: 'invalid'; raw: string };

/** Opens the edit drawer once the user has loaded (USR-016); an id that is not one says so. */
export function UserEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useUserDetail(target.kind === 'user' ? target.id : undefined);
  const self = useSelf(target.kind === 'self');
  if (target.kind === 'invalid')
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('users.form.invalidId', { id: target.raw })}
      </Alert>
    );
  if (target.kind === 'self') return self.data === undefined ? null : <UserDrawer key="self" mode="self" user={self.data} onClose={onClose} />;
  if (target.kind !== 'user' || detail.data === undefined || detail.data.id !== target.id) return null;
  return <UserDrawer key={detail.data.id} mode="edit" user={detail.data} onClose={onClose} />;
}
