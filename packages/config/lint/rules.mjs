/**
 * The dependency rules (which workspace may import which; nothing imports an
 * app), as data (ADR 0008). `check-boundaries.mjs` enforces them on every
 * workspace's source files and package.json; change the design here, in one place.
 */

/** Internal packages each workspace may import (by package name). */
export const allowedInternalImports = {
  '@gateway/config': [],
  '@gateway/domain': [],
  '@gateway/providers': ['@gateway/domain'],
  '@gateway/db': ['@gateway/domain'],
  '@gateway/gateway': ['@gateway/domain', '@gateway/db', '@gateway/providers'],
  // apps/server builds the Node platform: the gateway plus db's Node dialect factories (ADR 0006).
  '@gateway/server': ['@gateway/gateway', '@gateway/db'],
  '@gateway/worker-gateway': ['@gateway/gateway', '@gateway/db'],
  '@gateway/worker-proxy': [],
  '@gateway/sdk': ['@gateway/domain'],
  '@gateway/ui': ['@gateway/domain'],
  '@gateway/i18n': [],
  '@gateway/mf-config': [],
  // Test helpers for remotes; imported only from test files (check-boundaries allows it there).
  '@gateway/console-testing': ['@gateway/i18n', '@gateway/ui', '@gateway/sdk'],
  // The tests' fake upstream; imported only from test files and test configs of any workspace.
  '@gateway/test-upstream': [],
  // Console apps: shared packages only, never another app (the shell reaches remotes through the MF runtime).
  '@gateway/shell': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  '@gateway/settings': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  '@gateway/channels': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  '@gateway/tokens-wallet': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  '@gateway/logs': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  '@gateway/pricing-playground': ['@gateway/domain', '@gateway/sdk', '@gateway/ui', '@gateway/i18n', '@gateway/mf-config'],
  // Cross-package suites may import anything; nothing imports them.
  '@gateway/tests': '*',
};

/** Single entry points of another package allowed on top of the list above (the whole package stays refused). */
export const allowedSubpathImports = {
  // The one never-failing localStorage module lives in the design package; the sdk keeps its session and status
  // copies through it and through nothing else of @gateway/ui (no React, no MUI in the data layer).
  '@gateway/sdk': ['@gateway/ui/storage'],
};

/** Type-only imports that are allowed on top of the list above (route types for the typed client). */
export const allowedTypeOnlyImports = {
  '@gateway/sdk': ['@gateway/gateway'],
};

/** Workspaces whose runtime code must run in browsers and workerd: no node:* built-ins. */
export const noNodeBuiltins = [
  '@gateway/domain',
  '@gateway/providers',
  '@gateway/gateway',
  '@gateway/sdk',
  '@gateway/ui',
  '@gateway/i18n',
  '@gateway/shell',
  '@gateway/settings',
  '@gateway/channels',
  '@gateway/tokens-wallet',
  '@gateway/logs',
  '@gateway/pricing-playground',
];

/** Workspaces whose code reaches the browser: MUI must be imported per module so federation can share it per module. */
export const browserWorkspaces = [
  '@gateway/ui',
  '@gateway/shell',
  '@gateway/settings',
  '@gateway/channels',
  '@gateway/tokens-wallet',
  '@gateway/logs',
  '@gateway/pricing-playground',
];

/** Packages any workspace may import from tests and build configs only. */
export const toolingOnlyPackages = ['@gateway/config', '@gateway/console-testing', '@gateway/test-upstream'];

/** Bare specifiers that pull a whole library into a shared chunk; import a sub-path instead. */
export const bannedBarrels = ['@mui/material', '@mui/icons-material', '@mui/system'];
