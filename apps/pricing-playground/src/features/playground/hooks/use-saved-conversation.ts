import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../conversation/chat-message.ts';
import { isStreaming } from '../conversation/chat-message.ts';
import { loadConversation, saveConversation, type SavedConversation } from '../conversation/persisted-conversation.ts';
import type { PlaygroundSettings } from '../playground-settings.ts';
import { seedMessages } from './seed-messages.ts';

/** How often a streaming reply is written to storage at most. */
const SAVE_WHILE_STREAMING_MS = 1000;

/** The conversation stored for this user, or the greeting and default settings. Read once. */
export function useInitialConversation(userId: number, defaults: PlaygroundSettings): SavedConversation {
  const [initial] = useState(() => {
    const saved = loadConversation(userId, defaults);
    return saved !== undefined && saved.messages.length > 0 ? saved : { settings: saved?.settings ?? defaults, messages: seedMessages() };
  });
  return initial;
}

/**
 * Keeps the conversation in localStorage across reloads: at once when nothing streams, at most once
 * a second while a reply streams (a reload then finds the part that arrived, marked stopped).
 */
export function usePersistConversation(userId: number, settings: PlaygroundSettings, messages: ChatMessage[]): void {
  const latest = useRef({ settings, messages });
  latest.current = { settings, messages };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const streaming = messages.some(isStreaming);

  useEffect(() => {
    if (!streaming) {
      clearTimeout(timer.current);
      timer.current = undefined;
      saveConversation(userId, { settings, messages });
      return;
    }
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      saveConversation(userId, latest.current);
    }, SAVE_WHILE_STREAMING_MS);
  }, [userId, settings, messages, streaming]);

  useEffect(() => () => clearTimeout(timer.current), []);
}
