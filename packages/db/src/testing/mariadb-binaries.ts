import { access } from 'node:fs/promises';
import { constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface MariadbBinaries {
  /** The server: mariadbd (or mysqld). */
  server: string;
  /** The data directory initialiser: mariadb-install-db (or mysql_install_db). */
  installDb: string;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function findExecutable(names: readonly string[], directories: readonly string[]): Promise<string | undefined> {
  for (const directory of directories) {
    for (const name of names) {
      const candidate = join(directory, name);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * The MariaDB server and installer: in $MARIADB_BIN_DIR when set, else in /usr/sbin, /usr/bin and PATH
 * (Debian's `mariadb-server` puts mariadbd in /usr/sbin). Undefined when either is missing.
 * @throws when MARIADB_BIN_DIR is set but incomplete: an explicit setting that is wrong must not turn into a silent skip.
 */
export async function findMariadbBinaries(): Promise<MariadbBinaries | undefined> {
  const configured = process.env.MARIADB_BIN_DIR;
  const directories = configured ? [configured] : ['/usr/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  const server = await findExecutable(['mariadbd', 'mysqld'], directories);
  const installDb = await findExecutable(['mariadb-install-db', 'mysql_install_db'], directories);
  if (server !== undefined && installDb !== undefined) return { server, installDb };
  if (configured) throw new Error(`MARIADB_BIN_DIR=${configured} does not contain mariadbd and mariadb-install-db`);
  return undefined;
}
