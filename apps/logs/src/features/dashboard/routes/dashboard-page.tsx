import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /detail: charts of quota, requests and tokens over time; in the sidebar only when data export is on (spec 002 §2.9). */
export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('dashboard.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('dashboard.title') }]}>
      <EmptyState icon={<DashboardOutlinedIcon />} title={t('dashboard.emptyTitle')} description={t('dashboard.emptyDescription')} />
    </PageFrame>
  );
}
