import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cells.ts';

describe('CSV cells of the usage-log export', () => {
  it('plain text and numbers are written as they are', () => {
    expect(csvLine(['gpt-4o', 42, 0.5, true, '', null, undefined])).toBe('gpt-4o,42,0.5,true,,,\r\n');
    expect(csvCell('模型 名')).toBe('模型 名');
  });

  it('commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('crlf\r\nend')).toBe('"crlf\r\nend"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('text a spreadsheet would run as a formula (= + - @ tab CR first) is prefixed with a quote', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // Numbers are never formulas: a negative quota stays a number.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
  });
});
