import { useEffect, useState } from 'react';
import { readStorage } from '@gateway/ui/storage';

export const FOOTER_HTML_KEY = 'footer_html';
/** SH-027: the status refresh may land after the first paint, so the footer re-reads a few times. */
export const FOOTER_POLL_INTERVAL_MS = 200;
export const FOOTER_POLL_MAX_READS = 5;

export function readStoredFooterHtml(): string {
  return readStorage(FOOTER_HTML_KEY) ?? '';
}

/**
 * The custom footer HTML from localStorage 'footer_html' (COM-043). Read at mount and then every
 * 200 ms, at most 5 more times, so a value written by the background status refresh shows up.
 * `read` is injectable for tests.
 */
export function useFooterHtml(read: () => string = readStoredFooterHtml): string {
  const [html, setHtml] = useState(read);
  useEffect(() => {
    let reads = 0;
    const timer = setInterval(() => {
      reads += 1;
      setHtml(read());
      if (reads >= FOOTER_POLL_MAX_READS) clearInterval(timer);
    }, FOOTER_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [read]);
  return html;
}
