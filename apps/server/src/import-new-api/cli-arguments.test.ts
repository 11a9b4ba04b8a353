import { describe, expect, it } from 'vitest';
import { parseImportArguments } from './cli-arguments.ts';

describe('import:new-api arguments', () => {
  it('reads the source, resume, batch size and output format', () => {
    expect(parseImportArguments(['--from', '/data/one-api.db', '--resume', '--batch-size', '250', '--json'])).toEqual({
      from: '/data/one-api.db',
      resume: true,
      batchSize: 250,
      json: true,
    });
    expect(parseImportArguments(['--from', 'postgres://u:p@h/db'])).toEqual({ from: 'postgres://u:p@h/db', resume: false, batchSize: 1000, json: false });
  });

  it.each([
    [[], '--from is required'],
    [['--from'], '--from needs a value'],
    [['--from', '--resume'], '--from needs a value'],
    [['--from', 'x', '--batch-size', '0'], '--batch-size must be a whole number from 1 to 100000'],
    [['--from', 'x', '--batch-size', '1e3'], '--batch-size must be a whole number from 1 to 100000'],
    [['--from', 'x', '--to', 'y'], 'unknown argument --to'],
  ])('%j is refused: %s', (argv, error) => {
    expect(parseImportArguments(argv)).toEqual({ error });
  });
});
