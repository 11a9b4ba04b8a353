/** Linux /proc readings for the process under load: CPU seconds (utime + stime) and RSS. */
import { readFileSync } from 'node:fs';

// USER_HZ is 100 on Linux x86_64 and arm64 (getconf CLK_TCK).
const CLOCK_TICKS = 100;

export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "comm)": state is index 0, utime index 11, stime index 12 (man 5 proc).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

export function rssMiB(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
