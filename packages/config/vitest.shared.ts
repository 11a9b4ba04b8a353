/**
 * The one vitest preset every workspace extends, so timeouts, reporters and
 * file patterns stay the same across the monorepo.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Applied to every happy-dom run: Testing Library waits long enough for a loaded machine. */
const domSetup = fileURLToPath(new URL('./vitest-dom-setup.ts', import.meta.url));

export type SharedVitestOptions = {
  /** 'node' for server code, 'happy-dom' for React code. */
  environment?: 'node' | 'happy-dom';
  /** Extra setup files (relative to the workspace). */
  setupFiles?: string[];
  /** Files run once before all tests, e.g. to start PostgreSQL. */
  globalSetup?: string[];
  /** Override the default include globs. */
  include?: string[];
  testTimeout?: number;
  /** Bound on beforeAll/afterAll hooks (default 60 s); suites whose hooks start servers ask for more. */
  hookTimeout?: number;
  /**
   * false: test files of one worker share loaded modules instead of importing the whole graph again
   * per file (the gateway suite spent a quarter of its time importing). Only for suites whose files
   * do not mock modules (`vi.mock`) or keep state in module scope between files.
   */
  isolate?: boolean;
  /**
   * Test files run at once. vitest's default on two cores is one (cores − 1), which leaves a suite that
   * mostly waits on a database or a socket idle half the time; such suites ask for more.
   */
  maxWorkers?: number;
};

export function sharedVitestConfig(options: SharedVitestOptions = {}): ViteUserConfig {
  const environment = options.environment ?? 'node';
  const setupFiles = environment === 'happy-dom' ? [domSetup, ...(options.setupFiles ?? [])] : (options.setupFiles ?? []);
  return defineConfig({
    test: {
      environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles,
      globalSetup: options.globalSetup ?? [],
      // Generous: CI runs two workspaces' suites at once on two cores (scripts/test.mjs), and a rendered admin
      // page in happy-dom alone can take most of 20 s there. Tests wait on state; this only bounds a hang.
      testTimeout: options.testTimeout ?? 60_000,
      hookTimeout: options.hookTimeout ?? 60_000,
      pool: 'forks',
      isolate: options.isolate ?? true,
      ...(options.maxWorkers === undefined ? {} : { maxWorkers: options.maxWorkers }),
      reporters: ['default'],
      passWithNoTests: false,
    },
  });
}
