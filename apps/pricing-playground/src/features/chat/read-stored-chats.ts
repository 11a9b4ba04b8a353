import { parseChatEntries, type ChatEntriesResult } from '@gateway/domain';
import { storageKeys } from '@gateway/sdk';
import { readStorage } from '@gateway/ui/storage';

/** The chat links the sdk mirrored from the status (localStorage 'chats', COM-038), as the sidebar reads them. */
export function readStoredChats(): ChatEntriesResult {
  // Storage blocked by the browser reads as nothing configured.
  return parseChatEntries(readStorage(storageKeys.chats));
}
