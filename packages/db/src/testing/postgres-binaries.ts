import { access, readdir, realpath } from 'node:fs/promises';
import { constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const REQUIRED = ['initdb', 'pg_ctl', 'postgres'];

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function hasAllBinaries(directory: string): Promise<boolean> {
  for (const name of REQUIRED) {
    if (!(await isExecutable(join(directory, name)))) return false;
  }
  return true;
}

/**
 * The directory holding initdb, pg_ctl and postgres: $PG_BIN_DIR, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian/Ubuntu), else wherever `pg_ctl` on PATH really lives
 * (Debian puts only a wrapper or symlink on PATH). Undefined when none is found.
 * @throws when PG_BIN_DIR is set but incomplete: an explicit setting that is wrong must not turn into a silent skip.
 */
export async function findPostgresBinDir(): Promise<string | undefined> {
  const configured = process.env.PG_BIN_DIR;
  if (configured) {
    if (await hasAllBinaries(configured)) return configured;
    throw new Error(`PG_BIN_DIR=${configured} does not contain ${REQUIRED.join(', ')}`);
  }

  const debianRoot = '/usr/lib/postgresql';
  const versions = await readdir(debianRoot).catch(() => [] as string[]);
  const newestFirst = versions.filter((name) => /^\d+(\.\d+)?$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const directory = join(debianRoot, version, 'bin');
    if (await hasAllBinaries(directory)) return directory;
  }

  for (const directory of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(directory, 'pg_ctl');
    if (!(await isExecutable(candidate))) continue;
    const realDirectory = dirname(await realpath(candidate));
    if (await hasAllBinaries(realDirectory)) return realDirectory;
  }
  return undefined;
}
