import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SettingsTab } from './settings-tab.ts';

/**
 * What each tab of /setting shows, loaded on first visit. Each tab is a component of its own
 * feature folder that builds its sections with the settings form (apps/settings/README.md).
 */
export const settingsTabPanels: Record<SettingsTab, LazyExoticComponent<ComponentType>> = {
  operation: lazy(() => import('../operation-settings/operation-tab.tsx')),
  ratelimit: lazy(() => import('../rate-limit-settings/rate-limit-tab.tsx')),
  models: lazy(() => import('../model-settings/models-tab.tsx')),
  system: lazy(() => import('../system-tab/index.tsx')),
  other: lazy(() => import('../other-tab/index.tsx')),
};
