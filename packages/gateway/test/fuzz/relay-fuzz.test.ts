import { it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { RELAY_JSON_BODY_LIMIT_BYTES } from '../../src/middleware/relay-body-limit/index.ts';
import { routeExpectations } from '../authz/route-expectations.ts';
import { FUZZ_ROUTE_TIMEOUT_MS, fuzzRoute } from './fuzz-route.ts';
import { fuzzTargets } from './fuzz-targets.ts';

/** Random runs per endpoint (the fixed cases try every field systematically). */
const RUNS_PER_ROUTE = 12;

const targets = fuzzTargets(Object.keys(routeExpectations)).filter((target) => target.kind === 'relay');

/**
 * Property-based fuzzing of the relay (every POST under /v1, /v1beta and /pg) with a valid
 * API key (the playground with a session), against the fake upstreams: never a 5xx (but a route's own
 * 501) or a hang, an OpenAI-shaped error, and a failure leaves balances as they were (at most an
 * error log row).
 */
describeEachDialect('fuzzing the relay', (getDb, dialect) => {
  // The 32 MiB bodies at the limit cost two thirds of this suite's time per dialect (building, parsing
  // and forwarding them), and what they test never reaches the database: the limit refuses before
  // anything is read, and the padding under it is an unknown field that no route stores. So they run
  // on SQLite only. (The console API's 2 MiB pair is cheap and still runs on every dialect.)
  const limit = dialect === 'sqlite' ? RELAY_JSON_BODY_LIMIT_BYTES : null;
  for (const target of targets) {
    it(target.route, () => fuzzRoute(getDb(), dialect, target, RUNS_PER_ROUTE, limit), FUZZ_ROUTE_TIMEOUT_MS);
  }
});
