import type { Logger } from '@gateway/gateway';

type Level = 'INFO' | 'WARN' | 'ERROR';

/**
 * One line per entry: ISO time, level, message and the fields as JSON — readable in a terminal
 * and still greppable/parsable in journald or docker logs. Errors go to stderr.
 */
export function createConsoleLogger(write: { out: (line: string) => void; error: (line: string) => void } = defaultWriters): Logger {
  const log = (level: Level, message: string, fields?: Record<string, unknown>) => {
    const suffix = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const line = `${new Date().toISOString()} ${level} ${message}${suffix}`;
    if (level === 'ERROR') write.error(line);
    else write.out(line);
  };
  return {
    info: (message, fields) => log('INFO', message, fields),
    warn: (message, fields) => log('WARN', message, fields),
    error: (message, fields) => log('ERROR', message, fields),
  };
}

const defaultWriters = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  error: (line: string) => process.stderr.write(`${line}\n`),
};
