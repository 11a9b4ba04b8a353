#!/usr/bin/env node
/**
 * `npm run import:new-api -- --from <new-api database>`: runs the importer (apps/server/src/import-new-api)
 * from its TypeScript sources (the pinned Node 22 strips the types), with this process's environment.
 */
const { main } = await import('../apps/server/src/import-new-api/cli.ts');
process.exitCode = await main(process.argv.slice(2));
