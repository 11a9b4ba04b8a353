import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { fillChatLink } from '@gateway/domain';
import { useSessionUser, useStatus } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { useEnabledToken } from '../../shared/enabled-token/index.ts';
import { chatServerAddress } from '../chat-address.ts';
import { chatTarget, type ChatTarget } from '../chat-target.ts';
import { ChatFrame } from '../components/chat-frame.tsx';
import { parseChatIndex } from '../parse-chat-index.ts';
import { readStoredChats } from '../read-stored-chats.ts';

/** The message key (and values) of a chat that cannot open. */
function problemMessage(target: Exclude<ChatTarget, { kind: 'entry' }>, rawId: string | undefined, number: number): [string, Record<string, unknown>] {
  if (target.kind === 'badIndex') return ['chat.invalidIndex', { id: rawId }];
  if (target.kind === 'none') return ['chat.none', {}];
  if (target.kind === 'invalid') return ['chat.parseFailed', {}];
  return ['chat.notFound', { number }];
}

/**
 * /chat/:id? (PP-033): the chat client configured at position :id (0 without one) of the Chats
 * option, in a frame, with `{address}` and `{key}` filled from the server address and the user's
 * first enabled token. Not guarded: a visitor is asked to sign in; without an enabled token the
 * shared check sends the user to /token (PP-031).
 */
export default function ChatPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id: rawId } = useParams<{ id?: string }>();
  const user = useSessionUser();
  const status = useStatus();
  const index = rawId === undefined ? 0 : parseChatIndex(rawId);
  const target = chatTarget(readStoredChats(), index);
  const tokenState = useEnabledToken({ enabled: user !== null && target.kind === 'entry' });
  const name = target.kind === 'entry' ? target.entry.name : '';
  const link =
    target.kind === 'entry' && tokenState.status === 'ready'
      ? fillChatLink(target.entry.template, { address: chatServerAddress(status), key: tokenState.token.key })
      : undefined;
  const title = target.kind === 'entry' ? name : index === undefined ? t('chat.title') : t('chat.titleNumbered', { number: index + 1 });

  let body: ReactNode;
  if (target.kind !== 'entry') body = <Alert severity="error">{t(...problemMessage(target, rawId, (index ?? 0) + 1))}</Alert>;
  else if (user === null) {
    body = (
      <Alert
        severity="info"
        action={
          <Button component={Link} href="/login" color="inherit" size="small">
            {t('chat.signInAction')}
          </Button>
        }
      >
        {t('chat.signIn', { name })}
      </Alert>
    );
  } else if (link !== undefined) body = <ChatFrame name={name} link={link} />;
  else if (tokenState.status === 'loading') body = <LinearProgress aria-label={t('chat.loading')} />;

  const openInNewTab =
    link !== undefined && /^https?:/i.test(link) ? (
      <Button href={link} target="_blank" rel="noopener noreferrer" size="small" startIcon={<OpenInNewIcon />}>
        {t('chat.openInNewTab')}
      </Button>
    ) : undefined;
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('sections.playground') }, { label: title }]} actions={openInNewTab}>
      {body}
    </PageFrame>
  );
}
