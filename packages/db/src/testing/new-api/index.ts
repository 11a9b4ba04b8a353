export { NEW_API_TABLES, newApiDdl } from './new-api-schema.ts';
export type { Engine as NewApiEngine } from './new-api-schema.ts';
export { writeNewApiSample, NEW_API_ACCOUNTS, NEW_API_TOKEN_KEY, NEW_API_ACCESS_TOKEN, NEW_API_MODEL } from './new-api-sample.ts';
export type { SampleOptions } from './new-api-sample.ts';
export { writeNewApiSqliteFile } from './new-api-sqlite-file.ts';
