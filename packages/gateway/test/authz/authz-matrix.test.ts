import { expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { createHarness } from '../support/harness.ts';
import { casesOf } from './matrix-cases.ts';
import { runCase } from './matrix-runner.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import { routeExpectations } from './route-expectations.ts';
import { registeredRoutes } from './route-table.ts';

/**
 * The authorization matrix (ADR 0019): every registered route × anonymous / user / admin /
 * root × the wrong and the right credential × own / another user's object, against the one table in
 * route-expectations.ts. Real sessions (login through the API) and New-Api-User as the console sends.
 */
/** Generous for one route's ~20 cases on a busy 2-core machine (the default 20 s is tight under load). */
const ROUTE_TIMEOUT_MS = 120_000;

describeEachDialect('authorization matrix (COM-009, COM-029, COM-031, COM-032)', (getDb, dialect) => {
  it('every registered route has exactly one row in route-expectations.ts, and every row names a registered route', () => {
    const registered = registeredRoutes(createHarness(getDb(), dialect).app);
    const missing = registered.filter((route) => !Object.hasOwn(routeExpectations, route));
    expect(missing, 'routes without a row in test/authz/route-expectations.ts (add one: who may call it, whose objects)').toEqual([]);
    const stale = Object.keys(routeExpectations).filter((route) => !registered.includes(route));
    expect(stale, 'rows of routes the app no longer registers').toEqual([]);
  });

  for (const [route, row] of Object.entries(routeExpectations)) {
    it(
      `${route}: ${row.access}${row.object ? `, ${row.object.resource} objects by ${row.object.rule}` : ''}`,
      async () => {
        const world = await buildMatrixWorld(getDb(), dialect);
        for (const matrixCase of casesOf(row)) await runCase(world, route, row, matrixCase);
        expect(world.harness.loggedErrors, 'unexpected errors the gateway logged').toEqual([]);
      },
      ROUTE_TIMEOUT_MS,
    );
  }
});
