import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /task: asynchronous generation tasks such as Suno music or Kling video (spec 002 §2.4). */
export default function TaskLogPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('taskLog.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('taskLog.title') }]}>
      <EmptyState icon={<TaskAltOutlinedIcon />} title={t('taskLog.emptyTitle')} description={t('taskLog.emptyDescription')} />
    </PageFrame>
  );
}
