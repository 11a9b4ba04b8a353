import BrushOutlinedIcon from '@mui/icons-material/BrushOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /midjourney: Midjourney drawing tasks (spec 002 §2.3). */
export default function DrawingLogPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('drawingLog.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('drawingLog.title') }]}>
      <EmptyState icon={<BrushOutlinedIcon />} title={t('drawingLog.emptyTitle')} description={t('drawingLog.emptyDescription')} />
    </PageFrame>
  );
}
