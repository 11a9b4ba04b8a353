import Alert from '@mui/material/Alert';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { UserListFrame } from '../components/user-list-frame.tsx';
import { parseUserId } from '../parse-user-id.ts';

/**
 * /user/edit/:id and /user/edit: the user list with the edit-user panel, for the user named by
 * the route or, without an id, for the signed-in account itself.
 */
export default function UserEditorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id: rawId } = useParams<{ id?: string }>();
  if (rawId === undefined) {
    return (
      <UserListFrame
        trail={[{ label: t('editor.selfTitle') }]}
        notice={<Alert severity="info" sx={{ mb: 2 }}>{t('editor.selfNotice')}</Alert>}
      />
    );
  }
  const id = parseUserId(rawId);
  if (id === undefined) {
    return (
      <UserListFrame
        trail={[{ label: t('editor.editTitle', { id: rawId }) }]}
        notice={<Alert severity="error" sx={{ mb: 2 }}>{t('editor.invalidId', { id: rawId })}</Alert>}
      />
    );
  }
  return (
    <UserListFrame
      trail={[{ label: t('editor.editTitle', { id }) }]}
      notice={<Alert severity="info" sx={{ mb: 2 }}>{t('editor.editNotice', { id })}</Alert>}
    />
  );
}
