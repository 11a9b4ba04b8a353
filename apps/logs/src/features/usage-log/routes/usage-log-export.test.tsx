import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { baseStatus, renderPage, signInAs, stubApi, type RecordedCall } from '../../../testing/render-page.tsx';

const page = { data: { items: [], page: 0, page_size: 10, total: 3 } };
const stat = { data: { quota: 0, token: 0, rpm: 0, tpm: 0 } };
const HEADER = '\uFEFFid,created_at,content\r\n';

/** A CSV body the test feeds chunk by chunk; an abort of the request errors it, as fetch does. */
function controlledCsv(call: RecordedCall) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (value) => void (controller = value) });
  call.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="usage-log-20261125-065500.csv"' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('/log CSV export', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function stub() {
    let csv: ReturnType<typeof controlledCsv> | undefined;
    const api = stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/log/': page,
      'GET /api/log/self/': page,
      'GET /api/log/stat': stat,
      'GET /api/log/self/stat': stat,
      'GET /api/log/export': (call) => (csv = controlledCsv(call)),
      'GET /api/log/self/export': (call) => (csv = controlledCsv(call)),
    });
    return { api, csv: () => csv! };
  }

  it('an admin exports the searched filters: progress in rows and bytes against the list total, then the file is saved', async () => {
    signInAs('admin');
    const { api, csv } = stub();
    await renderPage('/log');
    // Buttons by their text, not by role: a role query walks the whole admin table's accessibility tree (seconds in happy-dom).
    const exportButton = () => screen.getByText('Export CSV').closest('button')!;
    await screen.findByText('Export CSV');
    fireEvent.click(exportButton());
    await waitFor(() => expect(api.callsTo('GET', '/api/log/export')).toHaveLength(1));
    const query = Object.fromEntries(api.callsTo('GET', '/api/log/export')[0]!.query);
    expect(query).toMatchObject({ type: '0', start_timestamp: expect.any(String), end_timestamp: expect.any(String) });
    csv().send(`${HEADER}3,1,"a, ""b""\r\nc"\r\n2,1,x\r\n`);
    expect(await screen.findByText(/^2 of 3 rows · \d+ B$/)).toBeTruthy();
    expect(exportButton().disabled).toBe(true);
    csv().send('1,1,y\r\n');
    csv().end();
    expect(await screen.findByText('Exported 3 rows to usage-log-20261125-065500.csv')).toBeTruthy();
    expect(saved).toEqual(['usage-log-20261125-065500.csv']);
    expect(screen.queryByTestId('log-export-progress')).toBeNull();
  });

  it('a user exports their own log; Cancel stops the download and nothing is saved (Chinese)', async () => {
    signInAs('user');
    const { api, csv } = stub();
    await renderPage('/log', 'zh');
    fireEvent.click((await screen.findByText('导出 CSV')).closest('button')!);
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/export')).toHaveLength(1));
    csv().send(HEADER);
    expect(await screen.findByText('0 / 3 行 · 26 B')).toBeTruthy();
    fireEvent.click(screen.getByText('取消导出').closest('button')!);
    expect(await screen.findByText('已取消导出')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
