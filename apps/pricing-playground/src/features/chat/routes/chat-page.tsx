import Alert from '@mui/material/Alert';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';
import { parseChatIndex } from '../parse-chat-index.ts';

/** /chat/:id?: a chat client configured by the administrator, embedded in a frame (spec 002 §2.1). */
export default function ChatPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id: rawId } = useParams<{ id?: string }>();
  const index = rawId === undefined ? 0 : parseChatIndex(rawId);
  return (
    <PageFrame title={t('chat.title')} breadcrumbs={[{ label: t('sections.playground') }, { label: t('chat.title') }]}>
      {index === undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('chat.invalidIndex', { id: rawId })}
        </Alert>
      )}
      <EmptyState
        icon={<ForumOutlinedIcon />}
        title={index === undefined ? t('chat.emptyTitle') : t('chat.emptyTitleNumbered', { number: index + 1 })}
        description={t('chat.emptyDescription')}
      />
    </PageFrame>
  );
}
