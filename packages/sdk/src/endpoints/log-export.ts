import { apiStream } from '../http/api-client.ts';
import { toQuery, type LogFilters, type SelfLogFilters } from './logs.ts';

/** How far a download is. */
export type CsvProgress = { bytes: number; rows: number };

/** A finished CSV download, ready to be saved. */
export type CsvDownload = CsvProgress & { blob: Blob; filename: string };

/**
 * Counts CSV records as the text arrives, across chunk boundaries: a line break ends a record only
 * outside quotes (a doubled quote toggles twice, so it leaves the state as it was).
 */
export function createCsvRecordCounter(): (text: string) => number {
  let quoted = false;
  return (text) => {
    let records = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 0x22) quoted = !quoted;
      else if (code === 0x0a && !quoted) records += 1;
    }
    return records;
  };
}

function filenameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'usage-log.csv';
}

/**
 * Downloads the usage log's CSV export with the list's filters (ADR 0041): GET /api/log/export for
 * admins, /api/log/self/export for everybody else (username and channel dropped, as the own list does).
 * Progress is reported per chunk (bytes, data rows without the header); `signal` cancels the download
 * and the server stops reading. The chunks are kept as the Blob's parts, never joined into one string.
 */
export async function downloadLogCsv(
  filters: LogFilters,
  isAdmin: boolean,
  options: { signal?: AbortSignal; onProgress?: (progress: CsvProgress) => void } = {},
): Promise<CsvDownload> {
  const { username: _username, channel: _channel, ...own } = filters;
  const query = toQuery(isAdmin ? filters : (own as SelfLogFilters));
  const response = await apiStream(isAdmin ? '/api/log/export' : '/api/log/self/export', { query, signal: options.signal });
  const parts: Uint8Array[] = [];
  const decoder = new TextDecoder();
  const countRecords = createCsvRecordCounter();
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = reader === undefined ? { done: true as const, value: undefined } : await reader.read();
    if (chunk.done) break;
    parts.push(chunk.value);
    bytes += chunk.value.byteLength;
    lines += countRecords(decoder.decode(chunk.value, { stream: true }));
    options.onProgress?.({ bytes, rows: Math.max(0, lines - 1) });
  }
  const rows = Math.max(0, lines - 1);
  return { blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), filename: filenameOf(response), bytes, rows };
}
