import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /playground: chat with any model the user may use, replies streamed (spec 002 §2.6). */
export default function PlaygroundPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('playground.title')} breadcrumbs={[{ label: t('sections.playground') }, { label: t('playground.title') }]}>
      <EmptyState icon={<ChatOutlinedIcon />} title={t('playground.emptyTitle')} description={t('playground.emptyDescription')} />
    </PageFrame>
  );
}
