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

/** The conversation; it follows a streaming reply while the reader stays at the bottom. */
export function MessageList({ messages, busy, costOf, quotaSettings, onRegenerate }: MessageListProps) {
  const { t } = useTranslation(NAMESPACE);
  const end = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      following.current = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (following.current) end.current?.scrollIntoView?.({ block: 'end' });
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
      <div ref={end} />
    </Stack>
  );
}
