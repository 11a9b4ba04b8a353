import { listLogBatch, type Executor, type LogFilters } from '@gateway/db';
import { toAdminLogView, toSelfLogView } from '../log-view.ts';
import { csvLine, UTF8_BOM } from './csv-cells.ts';
import { exportCells, exportColumns, type ExportAudience } from './log-csv-columns.ts';

/** Rows read per query: one batch is at most this many rows in memory, whatever the range holds. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * The filtered usage log as a CSV byte stream, newest first like the list. Pull-based:
 * the next keyset batch (id < the last id written) is read only when the consumer asks for more, so a
 * slow download holds one batch, and a client that leaves cancels the stream and stops the reads.
 */
export function logCsvStream(db: Executor, filters: LogFilters, audience: ExportAudience): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let beforeId: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvLine(exportColumns(audience))));
          return;
        }
        const rows = await listLogBatch(db, filters, { beforeId, limit: EXPORT_BATCH_ROWS, withChannelName: audience === 'admin' });
        if (rows.length === 0) {
          controller.close();
          return;
        }
        beforeId = Number(rows[rows.length - 1]!.id);
        let text = '';
        for (const row of rows) text += csvLine(exportCells(audience === 'admin' ? toAdminLogView(row) : toSelfLogView(row), audience));
        controller.enqueue(encoder.encode(text));
        if (rows.length < EXPORT_BATCH_ROWS) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
