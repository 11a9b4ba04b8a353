import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/**
 * /user/reset: where the link of a password-reset email lands (reference §2.5 builds it as
 * `<ServerAddress>/user/reset?email=…&token=…`); the route is listed with user management in
 * spec 002 §2.1.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame
      title={t('passwordReset.title')}
      breadcrumbs={[{ label: t('sections.admin') }, { label: t('users.title'), to: '/user' }, { label: t('passwordReset.title') }]}
    >
      <EmptyState
        icon={<LockResetOutlinedIcon />}
        title={t('passwordReset.emptyTitle')}
        description={t('passwordReset.emptyDescription')}
      />
    </PageFrame>
  );
}
