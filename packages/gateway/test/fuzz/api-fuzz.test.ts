import { it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { API_BODY_LIMIT_BYTES } from '../../src/index.ts';
import { routeExpectations } from '../authz/route-expectations.ts';
import { FUZZ_ROUTE_TIMEOUT_MS, fuzzQuery, fuzzRoute } from './fuzz-route.ts';
import { fuzzTargets, queryTargets } from './fuzz-targets.ts';

/** Random runs per endpoint (the fixed cases try every field systematically): a few of each body family. */
const RUNS_PER_ROUTE = 12;

// The routes come from the authorization table, which authz-matrix.test.ts proves equal to the app's.
const targets = fuzzTargets(Object.keys(routeExpectations)).filter((target) => target.kind === 'api');
const readTargets = queryTargets(Object.keys(routeExpectations));

/**
 * Property-based fuzzing of every console JSON endpoint (POST/PUT/DELETE under /api) by an
 * allowed caller — arbitrary JSON, the valid body mutated (prototype names as keys and values, wrong
 * types, long and deep values), truncated and non-UTF-8 bodies, wrong content types, deep nesting,
 * bodies just under and over the limit: never a 5xx or a hang, always the envelope (COM-001), nothing
 * written by a failed request.
 */
describeEachDialect('fuzzing the console API (COM-001)', (getDb, dialect) => {
  for (const target of targets) {
    it(target.route, () => fuzzRoute(getDb(), dialect, target, RUNS_PER_ROUTE, API_BODY_LIMIT_BYTES), FUZZ_ROUTE_TIMEOUT_MS);
  }
  for (const target of readTargets) {
    it(`${target.route} (query string)`, () => fuzzQuery(getDb(), dialect, target), FUZZ_ROUTE_TIMEOUT_MS);
  }
});
