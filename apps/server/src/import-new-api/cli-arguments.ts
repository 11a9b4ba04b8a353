/** What `npm run import:new-api -- …` was asked to do. */
export interface ImportArguments {
  from: string;
  resume: boolean;
  batchSize: number;
  json: boolean;
}

export const USAGE = `Usage: npm run import:new-api -- --from <new-api database> [--resume] [--batch-size N] [--json]

  --from        the new-api database: a SQLite file path (one-api.db), postgres://… or mysql://…
  --resume      continue an import that was interrupted (otherwise the gateway database must be fresh)
  --batch-size  rows per transaction (default 1000)
  --json        print the report as JSON

The gateway database is the one the server uses: DATABASE_URL, or the SQLite file in DATA_DIR (./data).
Stop new-api first, so its database does not change while it is copied.`;

/** Parses argv (without node and the script); returns an error text instead of throwing. */
export function parseImportArguments(argv: readonly string[]): ImportArguments | { error: string } {
  const result: ImportArguments = { from: '', resume: false, batchSize: 1000, json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--resume') result.resume = true;
    else if (argument === '--json') result.json = true;
    else if (argument === '--from' || argument === '--batch-size') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) return { error: `${argument} needs a value` };
      index += 1;
      if (argument === '--from') result.from = value;
      else if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000) result.batchSize = Number(value);
      else return { error: '--batch-size must be a whole number from 1 to 100000' };
    } else return { error: `unknown argument ${argument}` };
  }
  return result.from === '' ? { error: '--from is required' } : result;
}
