import { parseChatEntries, type ChatEntriesResult } from '@gateway/domain';
import { storageKeys } from '@gateway/sdk';

/** The chat links the sdk mirrored from the status (localStorage 'chats', COM-038), as the sidebar reads them. */
export function readStoredChats(): ChatEntriesResult {
  try {
    return parseChatEntries(window.localStorage.getItem(storageKeys.chats));
  } catch {
    // Storage blocked by the browser: nothing is configured as far as this page can tell.
    return { kind: 'none' };
  }
}
