import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TokenRow } from '@gateway/domain';
import { chatLinkKind } from '@gateway/domain';
import { useStatusState } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { mostRecentlyUsed, useEnabledToken } from '../../shared/enabled-token/index.ts';
import { chatServerAddress } from '../chat-address.ts';
import { chatLinkTarget } from '../chat-link-target.ts';
import { TokenChoice } from '../components/token-choice.tsx';
import { readStoredChats } from '../read-stored-chats.ts';
import { redirectTo } from '../redirect.ts';

/**
 * The token the link is filled with: the one the user picked, else the one used most recently. With
 * several enabled tokens the user confirms the choice before leaving; with one there is nothing to choose.
 */
function useChosenToken(tokens: readonly TokenRow[]) {
  const [chosenId, setChosenId] = useState<number | undefined>();
  const [confirmed, setConfirmed] = useState(false);
  const chosen = tokens.find((token) => token.id === chosenId) ?? mostRecentlyUsed(tokens);
  return { chosen, choose: setChosenId, choosing: tokens.length > 1 && !confirmed, confirm: () => setConfirmed(true) };
}

/**
 * /chat2link (PP-034, guarded by the shell): sends the user on to the chat client with one of their
 * enabled tokens (their choice when they have several, the most recently used one preselected) and
 * the server address filled in; says why when no link is configured (PP-035), the stored links cannot
 * be read (PP-036) or the link is not one a browser may open.
 */
export default function ChatLinkPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status, loading } = useStatusState();
  const waitingForStatus = status === undefined && loading;
  const target = chatLinkTarget(status?.chat_link, readStoredChats());
  const tokenState = useEnabledToken({ enabled: !waitingForStatus && target.kind === 'link' });
  const tokens = tokenState.status === 'ready' ? tokenState.tokens : [];
  const { chosen, choose, choosing, confirm } = useChosenToken(tokens);
  const link = target.kind === 'link' && chosen !== undefined ? target.fill({ address: chatServerAddress(status), key: chosen.key }) : undefined;
  const safe = link !== undefined && chatLinkKind(link) !== 'unsafe';
  const leaving = safe && !choosing;

  useEffect(() => {
    if (link !== undefined && leaving) redirectTo(link);
  }, [link, leaving]);

  let body: ReactNode = null;
  if (target.kind === 'none' && !waitingForStatus) body = <Alert severity="error">{t('chat.none')}</Alert>;
  else if (target.kind === 'invalid' && !waitingForStatus) body = <Alert severity="error">{t('chat.parseFailed')}</Alert>;
  else if (link !== undefined && !safe) body = <Alert severity="error">{t('chat.unsafeLink', { name: target.kind === 'link' ? target.name : '' })}</Alert>;
  else if (link !== undefined && target.kind === 'link' && choosing) {
    body = <TokenChoice name={target.name} tokens={tokens} chosen={chosen!} onChoose={choose} onOpen={confirm} />;
  } else if (link !== undefined && target.kind === 'link') {
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
