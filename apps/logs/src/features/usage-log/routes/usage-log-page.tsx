import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /log: usage records of the API calls, top-ups and admin actions (spec 002 §2.2). */
export default function UsageLogPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('usageLog.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('usageLog.title') }]}>
      <EmptyState icon={<ReceiptLongOutlinedIcon />} title={t('usageLog.emptyTitle')} description={t('usageLog.emptyDescription')} />
    </PageFrame>
  );
}
