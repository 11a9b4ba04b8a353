import { z } from 'zod';

/**
 * Turns zod's compiled ("JIT") object parsers off for every zod copy on the page: the setting lives on
 * `globalThis`, which the shell and the remotes' bundles share. The compiled parsers are built with
 * `new Function`, and zod probes for that on first use; under the console's Content-Security-Policy
 * (scripts from 'self' only, no eval) the probe is reported as a violation on every page that parses.
 * The shell calls this first thing, before any schema is used. The server keeps the compiled parsers.
 */
export function disableZodJit(): void {
  z.config({ jitless: true });
}
