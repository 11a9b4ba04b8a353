import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SettingsTab } from '../features/system-settings/settings-tab.ts';

/**
 * What each tab of /setting shows, loaded on first visit. Each tab is a component of its own
 * feature folder that builds its sections with the shared settings form (apps/settings/README.md); the
 * tabs are put together here, above the features, so no feature imports another.
 */
export const settingsTabPanels: Record<SettingsTab, LazyExoticComponent<ComponentType>> = {
  operation: lazy(() => import('./operation-tab.tsx')),
  ratelimit: lazy(() => import('../features/rate-limit-settings/rate-limit-tab.tsx')),
  models: lazy(() => import('../features/model-settings/models-tab.tsx')),
  system: lazy(() => import('../features/system-tab/index.tsx')),
  other: lazy(() => import('../features/other-tab/index.tsx')),
};
