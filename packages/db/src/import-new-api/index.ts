// Moving in from new-api (ADR 0045): a Node-only entry (`@gateway/db/import-new-api`), used by the
// `npm run import:new-api` command in apps/server.
export { importNewApi, ImportRefusedError } from './import-new-api.ts';
export type { ImportOptions } from './import-new-api.ts';
export { openNewApiSource, sourceKind, redactAddress } from './source.ts';
export type { NewApiSource, SourceKind, MysqlSourceOpener } from './source.ts';
export { formatReport } from './import-report.ts';
export type { ImportReport, TableReport } from './import-report.ts';
