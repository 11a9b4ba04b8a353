import type { StatusPayload } from '@gateway/domain';
import { readStorage, writeStorage } from '@gateway/ui/storage';
import { storageKeys } from '../storage/storage-keys.ts';

/**
 * Writes the status into localStorage: the whole payload under 'status' (COM-037) and the
 * separate keys the shell reads before any call returns
 * (COM-038..043: chat links, sidebar default, feature flags, footer HTML).
 * Flags are stored as the text 'true'/'false' because that is what readers compare with (COM-041/042).
 */
export function mirrorStatusToStorage(status: StatusPayload): void {
  writeStorage(storageKeys.status, JSON.stringify(status));
  writeStorage(storageKeys.enableDataExport, String(status.enable_data_export === true));
  writeStorage(storageKeys.enableDrawing, String(status.enable_drawing === true));
  writeStorage(storageKeys.enableTask, String(status.enable_task === true));
  writeStorage(storageKeys.mjNotifyEnabled, String(status.mj_notify_enabled === true));
  writeStorage(storageKeys.footerHtml, typeof status.footer_html === 'string' ? status.footer_html : '');
  writeStorage(storageKeys.chats, JSON.stringify(Array.isArray(status.chats) ? status.chats : []));
  // The server value is only the default (SH-024): once the user has collapsed or expanded the
  // sidebar, their choice stays.
  if (readStorage(storageKeys.defaultCollapseSidebar) === null) {
    writeStorage(storageKeys.defaultCollapseSidebar, String(status.default_collapse_sidebar === true));
  }
}

/** The cached payload, or undefined when none is stored or it is not an object. */
export function readCachedStatus(): StatusPayload | undefined {
  const raw = readStorage(storageKeys.status);
  if (raw === null || raw === '') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StatusPayload) : undefined;
  } catch {
    return undefined;
  }
}
