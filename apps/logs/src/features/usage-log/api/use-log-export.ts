import { useRef, useState } from 'react';
import { downloadLogCsv, isAbortError, type CsvProgress, type LogFilters } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

const NOTICE_KEY = 'usage-log-export';

/** Hands a finished download to the browser as a file. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The CSV export of the filtered log: one download at a time, its progress (bytes and rows
 * received), cancel, and one notice for how it ended (saved, cancelled or the server's refusal).
 */
export function useLogExport(isAdmin: boolean) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = (filters: LogFilters): void => {
    if (controller.current !== null) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ bytes: 0, rows: 0 });
    downloadLogCsv(filters, isAdmin, { signal: abort.signal, onProgress: setProgress })
      .then((result) => {
        saveFile(result.blob, result.filename);
        notify.success(t('usageLog.export.done', { rows: result.rows, filename: result.filename }), { key: NOTICE_KEY });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) notify.info(t('usageLog.export.cancelled'), { key: NOTICE_KEY });
        else notify.error(t('usageLog.export.failed', { message: error instanceof Error ? error.message : String(error) }), { key: NOTICE_KEY });
      })
      .finally(() => {
        controller.current = null;
        setProgress(null);
      });
  };

  const cancel = (): void => controller.current?.abort();
  return { progress, start, cancel };
}
