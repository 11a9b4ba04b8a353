import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chatLinkKind } from '@gateway/domain';
import { useStatusState } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { useEnabledToken } from '../../shared/enabled-token/index.ts';
import { chatServerAddress } from '../chat-address.ts';
import { chatLinkTarget } from '../chat-link-target.ts';
import { readStoredChats } from '../read-stored-chats.ts';
import { redirectTo } from '../redirect.ts';

/**
 * /chat2link (PP-034, guarded by the shell): sends the user on to the chat client with their first
 * enabled token and the server address filled in; says why when no link is configured (PP-035),
 * the stored links cannot be read (PP-036) or the link is not one a browser may open.
 */
export default function ChatLinkPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status, loading } = useStatusState();
  const waitingForStatus = status === undefined && loading;
  const target = chatLinkTarget(status?.chat_link, readStoredChats());
  const tokenState = useEnabledToken({ enabled: !waitingForStatus && target.kind === 'link' });
  const link = target.kind === 'link' && tokenState.status === 'ready' ? target.fill({ address: chatServerAddress(status), key: tokenState.token.key }) : undefined;
  const safe = link !== undefined && chatLinkKind(link) !== 'unsafe';

  useEffect(() => {
    if (link !== undefined && safe) redirectTo(link);
  }, [link, safe]);

  let body: ReactNode = null;
  if (target.kind === 'none' && !waitingForStatus) body = <Alert severity="error">{t('chat.none')}</Alert>;
  else if (target.kind === 'invalid' && !waitingForStatus) body = <Alert severity="error">{t('chat.parseFailed')}</Alert>;
  else if (link !== undefined && !safe) body = <Alert severity="error">{t('chat.unsafeLink', { name: target.kind === 'link' ? target.name : '' })}</Alert>;
  else if (link !== undefined && target.kind === 'link') {
    body = (
      <Stack spacing={1.5}>
        <Typography>{t('chatLink.redirecting', { name: target.name })}</Typography>
        <Link href={link} rel="noopener noreferrer">
          {t('chatLink.openManually', { name: target.name })}
        </Link>
      </Stack>
    );
  } else if (tokenState.status === 'loading' || waitingForStatus) body = <LinearProgress aria-label={t('chat.loading')} />;

  return (
    <PageFrame title={t('chatLink.title')} breadcrumbs={[{ label: t('sections.playground') }, { label: t('chatLink.title') }]}>
      {body}
    </PageFrame>
  );
}
