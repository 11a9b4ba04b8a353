import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCsvRecordCounter, downloadLogCsv } from './log-export.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CSV = '\uFEFFid,content\r\n3,"two\r\nlines"\r\n2,"a ""quoted"", text"\r\n1,plain\r\n';

describe('usage-log CSV download', () => {
  it('admins download /api/log/export with every list filter; rows are counted outside quotes', async () => {
    server.reply({ text: CSV });
    const progress: number[] = [];
    const result = await downloadLogCsv({ type: 5, status_code: [429], username: 'bob', channel: 2 }, true, { onProgress: ({ rows }) => progress.push(rows) });
    expect(server.last().url).toBe('/api/log/export?type=5&username=bob&channel=2&status_code=429');
    expect(server.last().headers.get('Accept')).toBe('text/csv, application/json');
    expect(result.rows).toBe(3);
    expect(result.bytes).toBe(new TextEncoder().encode(CSV).byteLength);
    expect(progress.at(-1)).toBe(3);
    expect(await result.blob.text()).toContain('a ""quoted"", text');
  });

  it('everybody else downloads their own export, without username and channel', async () => {
    server.reply({ text: 'id\r\n' });
    const result = await downloadLogCsv({ model_name: 'gpt-4o', username: 'bob', channel: 2 }, false);
    expect(server.last().url).toBe('/api/log/self/export?model_name=gpt-4o');
    expect(result.rows).toBe(0);
  });

  it("a refusal rejects with the server's message", async () => {
    server.reply({ status: 400, body: { success: false, message: 'status_code must be a comma-separated list of HTTP status codes' } });
    await expect(downloadLogCsv({ type: 5 }, true)).rejects.toMatchObject({
      status: 400,
      message: 'status_code must be a comma-separated list of HTTP status codes',
    });
  });

  it('the record counter keeps the quote state across chunks', () => {
    const count = createCsvRecordCounter();
    expect(count('1,"a\n')).toBe(0);
    expect(count('b"\r\n2,x\r\n')).toBe(2);
  });
});
