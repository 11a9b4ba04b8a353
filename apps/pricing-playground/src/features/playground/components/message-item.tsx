import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { NAMESPACE } from '../../../namespace.ts';
import type { ChatMessage } from '../conversation/chat-message.ts';
import { MarkdownContent } from '../markdown/markdown-content.tsx';
import { AnswerUsage } from './answer-usage.tsx';
import { MessageActions } from './message-actions.tsx';
import { ReasoningBlock } from './reasoning-block.tsx';

export type MessageItemProps = {
  message: ChatMessage;
  cost: number | undefined;
  quotaSettings: QuotaDisplaySettings;
  onRegenerate?: () => void;
};

function ReplyBody({ message, text }: { message: ChatMessage; text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const thinking = message.status !== 'complete' && message.status !== 'error' && text === '';
  return (
    <>
      {message.reasoning !== undefined && <ReasoningBlock text={message.reasoning} thinking={thinking} />}
      {message.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={14} />
          <Typography variant="body2">{t('playground.message.waiting')}</Typography>
        </Box>
      )}
      {text !== '' && <MarkdownContent source={text} />}
      {message.status === 'error' && (
        <Alert severity="error" sx={{ mt: text === '' ? 0 : 1, overflowWrap: 'anywhere' }}>
          {message.error}
        </Alert>
      )}
      {message.stopped === true && (
        <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 0.5 }}>
          {t('playground.message.stopped')}
        </Typography>
      )}
    </>
  );
}

/** One message: the user's as plain text, a reply as sanitized Markdown with its states (PP-026/027), reasoning, usage and actions. */
export function MessageItem({ message, cost, quotaSettings, onRegenerate }: MessageItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const mine = message.role === 'user';
  const text = message.seed === true ? t(`playground.greeting.${message.role}`) : message.content;
  const streaming = message.status === 'loading' || message.status === 'incomplete';
  return (
    <Box
      component="article"
      aria-label={mine ? t('playground.message.you') : t('playground.message.assistant')}
      aria-busy={streaming}
      data-status={message.status}
      data-role={message.role}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', minWidth: 0 }}
    >
      <Box
        sx={{
          maxWidth: mine ? '85%' : '100%',
          minWidth: 0,
          px: mine ? 1.5 : 0,
          py: mine ? 1 : 0,
          borderRadius: 2,
          bgcolor: mine ? 'action.selected' : 'transparent',
          ...(mine ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : { width: '100%' }),
        }}
      >
        {mine ? text : <ReplyBody message={message} text={text} />}
      </Box>
      {message.usage !== undefined && <AnswerUsage usage={message.usage} cost={cost} quotaSettings={quotaSettings} />}
      {!streaming && message.seed !== true && <MessageActions text={text} onRegenerate={mine ? undefined : onRegenerate} />}
    </Box>
  );
}
