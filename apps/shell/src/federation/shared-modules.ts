/**
 * Every module the shell provides to the remotes as a shared singleton, with a loader that
 * resolves to the SAME instance the shell itself uses (the bundler caches modules, so
 * `import('react')` here is the React the shell already rendered with).
 *
 * The list must equal the keys of mf-config's `createSharedConfig('remote')`; a test checks it.
 * MUI entries come from the generated table in `@gateway/mf-config/provide-mui`.
 */
import { muiModuleLoaders } from '@gateway/mf-config/provide-mui';

export const sharedModuleLoaders: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  wouter: () => import('wouter'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  '@gateway/sdk': () => import('@gateway/sdk'),
  '@gateway/sdk/queries': () => import('@gateway/sdk/queries'),
  '@gateway/i18n': () => import('@gateway/i18n'),
  '@gateway/ui/theme': () => import('@gateway/ui/theme'),
  '@gateway/ui/app-providers': () => import('@gateway/ui/app-providers'),
  '@gateway/ui/remote-contract': () => import('@gateway/ui/remote-contract'),
  '@gateway/ui/page-frame': () => import('@gateway/ui/page-frame'),
  '@gateway/ui/empty-state': () => import('@gateway/ui/empty-state'),
  '@gateway/ui/data-table': () => import('@gateway/ui/data-table'),
  '@gateway/ui/entity-drawer': () => import('@gateway/ui/entity-drawer'),
  '@gateway/ui/confirm-dialog': () => import('@gateway/ui/confirm-dialog'),
  '@gateway/ui/copy-button': () => import('@gateway/ui/copy-button'),
  '@gateway/ui/quota-text': () => import('@gateway/ui/quota-text'),
  '@gateway/ui/status-chip': () => import('@gateway/ui/status-chip'),
  '@gateway/ui/notify': () => import('@gateway/ui/notify'),
  '@gateway/ui/form-feedback': () => import('@gateway/ui/form-feedback'),
  '@gateway/ui/time-range-picker': () => import('@gateway/ui/time-range-picker'),
  '@gateway/ui/admin-content': () => import('@gateway/ui/admin-content'),
  '@gateway/ui/usage-chart': () => import('@gateway/ui/usage-chart'),
  '@gateway/ui/group-description': () => import('@gateway/ui/group-description'),
  '@gateway/ui/storage': () => import('@gateway/ui/storage'),
  ...muiModuleLoaders,
};
