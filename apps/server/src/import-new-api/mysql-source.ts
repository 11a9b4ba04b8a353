import type { MysqlSourceOpener } from '@gateway/db/import-new-api';

/** A new-api MySQL database, through the gateway's MySQL dialect (its driver loads only for mysql:// sources). */
export const openMysqlSource: MysqlSourceOpener = async (url) => {
  const { createMysqlDatabase } = await import('@gateway/db/mysql');
  return createMysqlDatabase({ connectionString: url, max: 2 }).db as never;
};
