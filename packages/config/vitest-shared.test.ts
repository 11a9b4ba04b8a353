import { describe, expect, it } from 'vitest';
import { sharedVitestConfig } from './vitest.shared.ts';

type TestSection = { setupFiles: string[] };
const setupFilesOf = (options: Parameters<typeof sharedVitestConfig>[0]) => (sharedVitestConfig(options) as { test: TestSection }).test.setupFiles;

describe('shared vitest preset (tests wait on state on a busy machine)', () => {
  it('puts the long Testing Library wait first in every happy-dom run, before the workspace setup', () => {
    const files = setupFilesOf({ environment: 'happy-dom', setupFiles: ['src/testing/setup-react.ts'] });
    expect(files[0]).toMatch(/vitest-dom-setup\.ts$/);
    expect(files[1]).toBe('src/testing/setup-react.ts');
  });

  it('leaves node runs without the DOM setup', () => {
    expect(setupFilesOf({ environment: 'node' })).toEqual([]);
  });
});
