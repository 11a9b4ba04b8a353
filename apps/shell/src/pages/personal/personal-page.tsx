import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gateway/ui/empty-state';
import { PageFrame } from '@gateway/ui/page-frame';

/**
 * /personal. The frame and the shell's sidebar entry are in place; the profile, invite, bindings,
 * notification and price tabs (SH-073..081) are a separate piece of work, and the page says so.
 */
export default function PersonalPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame title={t('personal.title')} breadcrumbs={[{ label: t('breadcrumbs.console'), to: '/token' }, { label: t('personal.title') }]}>
      <EmptyState icon={<ManageAccountsOutlined />} title={t('personal.emptyTitle')} description={t('personal.emptyDescription')} />
    </PageFrame>
  );
}
