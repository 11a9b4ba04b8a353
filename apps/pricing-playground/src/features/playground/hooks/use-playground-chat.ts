import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError, isApiError } from '@gateway/sdk';
import { streamChat, StreamError } from '../api/stream-chat.ts';
import { buildChatRequest } from '../conversation/build-chat-request.ts';
import { isStreaming, newMessageId, type ChatMessage } from '../conversation/chat-message.ts';
import { conversationReducer, historyBefore } from '../conversation/conversation-reducer.ts';
import type { PlaygroundSettings } from '../playground-settings.ts';
import { NAMESPACE } from '../../../namespace.ts';
import { seedMessages } from './seed-messages.ts';
import { useInitialConversation, usePersistConversation } from './use-saved-conversation.ts';

function pendingReply(settings: PlaygroundSettings): ChatMessage {
  return { id: newMessageId(), role: 'assistant', content: '', status: 'loading', model: settings.model, group: settings.group };
}

/**
 * The playground's conversation: settings, messages, and sending, stopping, regenerating and
 * clearing, one reply streaming at a time; kept in localStorage per user (use-saved-conversation).
 * `settings.group` must be resolved (the user's own group when none was picked) before sending.
 */
export function usePlaygroundChat(userId: number, defaults: PlaygroundSettings) {
  const { t } = useTranslation(NAMESPACE);
  const initial = useInitialConversation(userId, defaults);
  const [settings, setSettings] = useState(initial.settings);
  const [messages, dispatch] = useReducer(conversationReducer, initial.messages);
  const controller = useRef<AbortController | null>(null);
  usePersistConversation(userId, settings, messages);
  useEffect(() => () => controller.current?.abort(), []);

  const failureText = useCallback(
    (error: unknown): string => {
      if (error instanceof StreamError) {
        if (error.kind === 'cut') return t('playground.message.cut');
        if (error.kind === 'network') return t('playground.message.network', { message: error.message });
        return t('playground.message.failed', { message: error.message });
      }
      return t('playground.message.failed', { message: error instanceof Error ? error.message : String(error) });
    },
    [t],
  );

  const run = useCallback(
    async (history: ChatMessage[], reply: ChatMessage, current: PlaygroundSettings) => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        await streamChat(
          buildChatRequest(current, history),
          {
            onDelta: (delta) => dispatch({ type: 'delta', id: reply.id, content: delta.content, reasoning: delta.reasoning }),
            onUsage: (usage) => dispatch({ type: 'usage', id: reply.id, usage }),
          },
          { signal: abort.signal },
        );
        dispatch({ type: 'complete', id: reply.id });
      } catch (error) {
        if (abort.signal.aborted) dispatch({ type: 'stop', id: reply.id });
        else if (isApiError(error)) dispatch({ type: 'fail', id: reply.id, error: handleApiError(error) ?? failureText(error) });
        else dispatch({ type: 'fail', id: reply.id, error: failureText(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [failureText],
  );

  const busy = messages.some(isStreaming);

  const send = useCallback(
    (content: string) => {
      if (busy || content.trim() === '') return false;
      const user: ChatMessage = { id: newMessageId(), role: 'user', content, status: 'complete' };
      const reply = pendingReply(settings);
      dispatch({ type: 'send', user, reply });
      void run([...messages, user], reply, settings);
      return true;
    },
    [busy, messages, settings, run],
  );

  const regenerate = useCallback(
    (replyId: string) => {
      const history = historyBefore(messages, replyId);
      if (busy || history === undefined) return;
      const reply = pendingReply(settings);
      dispatch({ type: 'regenerate', replyId, reply });
      void run(history, reply, settings);
    },
    [busy, messages, settings, run],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'reset', messages: seedMessages() });
  }, []);

  return { settings, setSettings, messages, busy, send, stop, regenerate, clear };
}
