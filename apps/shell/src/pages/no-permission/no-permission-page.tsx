import { Link } from 'wouter';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gateway/ui/empty-state';

/** A page above the user's role (admin pages for a normal user): say so instead of rendering it. */
export default function NoPermissionPage() {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={t('noPermission.title')}
      description={t('noPermission.description')}
      action={
        <Button component={Link} href="/token" variant="contained">
          {t('noPermission.back')}
        </Button>
      }
    />
  );
}
