import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The commit a bench ran on, for its section's header ("abc1234 plus uncommitted changes" when apps/packages differ). */
export function commitOf(repoRoot) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} plus uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/**
 * Replaces the "## Console" section of docs/benchmarks.md (or appends it), leaving the other
 * sections (relay, queries …) to the benchmarks that own them.
 */
export function writeConsoleSection(path, section) {
  writeSection(path, '## Console', section);
}

/** Replaces the section under `heading` ("## Logs" …) of docs/benchmarks.md, or appends it. */
export function writeSection(path, heading, section) {
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench*`; each section is owned by the script named in it.\n';
  const start = current.indexOf(`\n${heading}\n`);
  let next;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section.trim()}\n`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length + 1);
    next = `${current.slice(0, start).trimEnd()}\n\n${section.trim()}\n${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(path, next);
}
