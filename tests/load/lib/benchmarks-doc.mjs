import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces the "## Console" section of docs/benchmarks.md (or appends it), leaving the other
 * sections (relay, queries …) to the benchmarks that own them.
 */
export function writeConsoleSection(path, section) {
  writeSection(path, '## Console', section);
}

/** Replaces the section under `heading` ("## Logs" …) of docs/benchmarks.md, or appends it. */
export function writeSection(path, heading, section) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\nFigures written by `npm run bench*`; each section is owned by the script named in it.\n';
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
