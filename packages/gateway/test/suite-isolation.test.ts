import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function testFiles(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(directory, file));
}

// vitest.config.ts runs this suite with isolate: false (files share loaded modules): a module mock
// would leak into every file the same worker runs afterwards, or miss a module already loaded.
it('no test file of the gateway suite mocks a module', () => {
  const mocking = [...testFiles('test'), ...testFiles('src')].filter((file) => /\bvi\.(?:mock|doMock|unmock)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(mocking).toEqual([]);
});
