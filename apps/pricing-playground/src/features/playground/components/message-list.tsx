import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { ChatMessage } from '../conversation/chat-message.ts';
import { MessageItem } from './message-item.tsx';

export type MessageListProps = {
  messages: ChatMessage[];
  busy: boolean;
  costOf: (message: ChatMessage) => number | undefined;
  quotaSettings: QuotaDisplaySettings;
  onRegenerate: (replyId: string) => void;
};

/** Distance from the bottom (px) within which new text keeps the newest line in view. */
const FOLLOW_WITHIN = 120;

function nearBottom(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollHeight - root.scrollTop - window.innerHeight < FOLLOW_WITHIN;
}

/**
 * Follows the conversation: to the end of the page, where the composer sits in its own place right
 * after the newest message. (Scrolling the last message's end to the window's bottom left it under the
 * composer, which sticks to that bottom.)
 */
function scrollToEnd(): void {
  const root = document.scrollingElement ?? document.documentElement;
  window.scrollTo?.({ top: root.scrollHeight });
}

/** The conversation; it follows a streaming reply while the reader stays at the bottom. */
export function MessageList({ messages, busy, costOf, quotaSettings, onRegenerate }: MessageListProps) {
  const { t } = useTranslation(NAMESPACE);
  const following = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      following.current = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (following.current) scrollToEnd();
  }, [messages]);

  return (
    <Stack spacing={2.5} role="log" aria-label={t('playground.title')} aria-busy={busy} sx={{ minWidth: 0 }}>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          cost={costOf(message)}
          quotaSettings={quotaSettings}
          onRegenerate={message.role === 'assistant' && message.seed !== true && !busy ? () => onRegenerate(message.id) : undefined}
        />
      ))}
    </Stack>
  );
}
