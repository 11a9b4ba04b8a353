import { readStorage, writeStorage } from '@gateway/ui/storage';
/**
 * Whether the admin's notice should open: not once the reader closed it on this page load, and not
 * for the rest of the day once they chose "don't show again today" (remembered per notice text, so a
 * new notice still opens). Storage failures only cost the memory, never the page.
 */
export const NOTICE_CLOSED_STORAGE_KEY = 'notice_close_date';

let closedThisPage: string | null = null;

/** A short fingerprint of the notice text (not security relevant: it only tells two notices apart). */
export function noticeFingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/** The local calendar day of `now`, e.g. 2026-11-25. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function shouldShowNotice(text: string, now: Date): boolean {
  if (text.trim() === '') return false;
  const fingerprint = noticeFingerprint(text);
  if (closedThisPage === fingerprint) return false;
  // Unreadable storage remembers nothing: the notice shows.
  return readStorage(NOTICE_CLOSED_STORAGE_KEY) !== `${localDay(now)}|${fingerprint}`;
}

/** Closes the notice for this page load, and with `forToday` until the reader's day ends. */
export function rememberNoticeClosed(text: string, now: Date, forToday: boolean): void {
  const fingerprint = noticeFingerprint(text);
  closedThisPage = fingerprint;
  if (!forToday) return;
  // Without storage it stays closed for this page load only.
  writeStorage(NOTICE_CLOSED_STORAGE_KEY, `${localDay(now)}|${fingerprint}`);
}

/** Tests: forget the page-load memory. */
export function resetNoticeMemory(): void {
  closedThisPage = null;
}
