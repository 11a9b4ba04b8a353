import { Link } from 'wouter';
import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gateway/ui/empty-state';

/** SH-008: the page does not exist; check the address. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      icon={<SearchOffOutlined />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button component={Link} href="/" variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
