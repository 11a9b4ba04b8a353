/**
 * Opt-in diagnosis of where CI's CPU goes (ADR 0049 addendum: Chromium is its largest consumer, and
 * `npm test`'s CPU column does not see it). With E2E_CHROMIUM_COST=<file>, each test file's browser
 * (launchBrowser) appends one line when the file closes it: the file, the CPU seconds the worker's
 * Chromium used meanwhile (user + system of its process tree, reaped children included), the contexts
 * the file opened and the documents they loaded. Off by default: nothing is read from /proc then.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

const COST_FILE = process.env['E2E_CHROMIUM_COST'];
/** Linux reports process times in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

type ProcessTimes = { pid: number; parent: number; command: string; seconds: number };

function processTimes(pid: string): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state, ppid (1), …, utime (11), stime (12), cutime (13), cstime (14).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return {
      pid: Number(pid),
      parent: Number(fields[1]),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      seconds: ticks / TICKS_PER_SECOND,
    };
  } catch {
    return null; // the process ended while the table was read
  }
}

function processTable(): ProcessTimes[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(processTimes)
    .filter((entry) => entry !== null);
}

/** The worker's Chromium: the Chromium process this worker started (one per worker, see browser.ts). */
function browserPid(): number | null {
  return processTable().find((entry) => entry.parent === process.pid && /chrom/i.test(entry.command))?.pid ?? null;
}

/** CPU seconds of the process `root` and everything below it (children it reaped included). */
function treeSeconds(root: number): number {
  const table = processTable();
  const children = new Map<number, ProcessTimes[]>();
  for (const entry of table) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const visit = (entry: ProcessTimes | undefined): number =>
    entry === undefined ? 0 : entry.seconds + (children.get(entry.pid) ?? []).reduce((sum, child) => sum + visit(child), 0);
  return visit(table.find((entry) => entry.pid === root));
}

export type ChromiumCost = { opened: (context: BrowserContext) => void; report: () => void };

/**
 * Measures one test file's use of the worker's Chromium, from now until `report()`: the CPU seconds its
 * process tree used meanwhile, the contexts opened and the documents they loaded. A no-op without
 * E2E_CHROMIUM_COST.
 */
export function chromiumCost(browser: Browser): ChromiumCost {
  if (COST_FILE === undefined || !browser.isConnected()) return { opened: () => {}, report: () => {} };
  const file = expect.getState().testPath ?? 'unknown file';
  const pid = browserPid();
  const before = pid === null ? Number.NaN : treeSeconds(pid);
  let contexts = 0;
  let documents = 0;
  return {
    opened(context) {
      contexts += 1;
      context.on('request', (request) => {
        if (request.resourceType() === 'document') documents += 1;
      });
    },
    report() {
      const seconds = pid === null ? Number.NaN : treeSeconds(pid) - before;
      appendFileSync(COST_FILE, `${file.replace(/.*\/tests\//, '')}\t${seconds.toFixed(1)} s\t${contexts} contexts\t${documents} documents\n`);
    },
  };
}
