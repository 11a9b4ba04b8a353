/**
 * Linux process-tree helpers read from /proc: which processes descend from a PID (through any number
 * of sessions and process groups — a detached child is still a descendant by parent PID), and whether a
 * PID is still a live process (a zombie waiting to be reaped counts as gone).
 */
import { readdirSync, readFileSync } from 'node:fs';

type ProcessStat = { pid: number; ppid: number; state: string };

/** /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses, so split at the last ')'. */
function readStat(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const [state = '', ppid = '0'] = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(ppid), state };
}

function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== undefined);
}

/** Every live process below `root` (children, grandchildren, …), root excluded. */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid, state } of allProcesses()) {
    if (state === 'Z') continue;
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** True while `pid` is a running (not zombie) process. */
export function isAlive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** The command line of a PID, for failure messages ('' when it is gone). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
