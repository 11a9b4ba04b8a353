/**
 * The one vitest preset every workspace extends, so timeouts, reporters and
 * file patterns stay the same across the monorepo.
 */
import { defineConfig, type ViteUserConfig } from 'vitest/config';

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
};

export function sharedVitestConfig(options: SharedVitestOptions = {}): ViteUserConfig {
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 20_000,
      hookTimeout: 60_000,
      pool: 'forks',
      reporters: ['default'],
      passWithNoTests: false,
    },
  });
}
