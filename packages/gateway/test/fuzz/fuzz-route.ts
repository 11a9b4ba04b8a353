import type { TestDialect } from '@gateway/db/testing';
import fc from 'fast-check';
import type { DatabaseHandle } from '@gateway/db';
import { buildMatrixWorld, type MatrixWorld } from '../authz/matrix-world.ts';
import { fuzzBodies } from './fuzz-bodies.ts';
import { checkFuzzedRequest, checkRequest, routeSeed } from './fuzz-check.ts';
import { fieldEdgeBodies, queryEdges, sizeEdgeBodies } from './fuzz-edges.ts';
import { prepareTarget, type FuzzTarget } from './fuzz-targets.ts';

type Db = DatabaseHandle['db'];

/** Generous for one route's runs on a busy 2-core machine (a hang is caught per request long before). */
export const FUZZ_ROUTE_TIMEOUT_MS = 300_000;

/**
 * The relay caller accepts models without a price (users.setting accept_unset_model_ratio_model), so a
 * fuzzed model name goes on to routing and the usage log instead of stopping at "no price".
 */
async function acceptUnpricedModels(world: MatrixWorld): Promise<void> {
  await world.db
    .updateTable('users')
    .set({ setting: JSON.stringify({ accept_unset_model_ratio_model: true }) })
    .where('id', '=', world.actors.user.id)
    .execute();
}

async function labelled(label: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw new Error(`fixed case "${label}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Fuzzes one JSON endpoint in a fresh matrix world: `numRuns` generated bodies from a deterministic
 * seed (fast-check prints the seed and the shrunk counterexample on failure), then the fixed bodies:
 * every field with hostile values, prototype keys in every object, deep nesting, just under and just
 * over `bodyLimit` (null: not in this run).
 */
export async function fuzzRoute(db: Db, dialect: TestDialect, target: FuzzTarget, numRuns: number, bodyLimit: number | null): Promise<void> {
  const world = await buildMatrixWorld(db, dialect);
  if (target.kind === 'relay') await acceptUnpricedModels(world);
  const prepared = await prepareTarget(world, target);
  await fc.assert(
    fc.asyncProperty(fuzzBodies(prepared.base), (body) => checkFuzzedRequest(world, target, prepared, body)),
    { seed: routeSeed(target.route), numRuns },
  );
  for (const edge of [...fieldEdgeBodies(prepared.base), ...sizeEdgeBodies(prepared.base, bodyLimit)]) {
    await labelled(edge.label, () => checkFuzzedRequest(world, target, prepared, edge.body));
  }
}

/** Sends a console GET route every known query parameter set to one hostile value at a time (reads: writes are not compared). */
export async function fuzzQuery(db: Db, dialect: TestDialect, target: FuzzTarget): Promise<void> {
  const world = await buildMatrixWorld(db, dialect);
  const prepared = await prepareTarget(world, target);
  for (const edge of queryEdges(Object.keys(prepared.query ?? {}))) {
    await labelled(edge.label, () => checkRequest(world, target, prepared, { query: edge.query }, false));
  }
}
