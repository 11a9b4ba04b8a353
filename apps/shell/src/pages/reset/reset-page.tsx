import { Link } from 'wouter';
import Button from '@mui/material/Button';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gateway/ui/empty-state';
import { PageFrame } from '@gateway/ui/page-frame';

/**
 * /reset. Password reset by email (SH-048..054) is a separate piece of work; until then the page
 * tells the visitor what it will offer and who can help now.
 */
export default function ResetPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame title={t('reset.title')} breadcrumbs={[{ label: t('login.title'), to: '/login' }, { label: t('reset.title') }]}>
      <EmptyState
        icon={<LockResetOutlined />}
        title={t('reset.emptyTitle')}
        description={t('reset.emptyDescription')}
        action={
          <Button component={Link} href="/login" variant="outlined">
            {t('reset.backToLogin')}
          </Button>
        }
      />
    </PageFrame>
  );
}
