import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { announcePage } from './notification-channel.ts';
import { pageOf } from './notification-queue.ts';

/**
 * Tells the queue which page the address shows: an error belongs to the page it
 * was raised on and goes when the visitor moves to another page. Reads wouter's location, so it
 * follows the console's router (the shell's browser location, a test's memory location).
 */
export function useAnnouncePage(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const page = pageOf(pathname, search);
  useEffect(() => announcePage(page), [page]);
}
