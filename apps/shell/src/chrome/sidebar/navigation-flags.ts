import type { StatusPayload } from '@gateway/domain';
import type { NavigationFlags } from './compose-navigation.ts';

function readFlag(key: keyof NavigationFlags, fallback: boolean | undefined): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    // COM-041: the local copy is authoritative and compared with the text 'true'.
    if (stored !== null && stored !== undefined) return stored === 'true';
  } catch {
    // Fall through to the status payload.
  }
  return fallback === true;
}

/** The sidebar feature flags (enable_data_export, enable_drawing, enable_task). */
export function readNavigationFlags(status: Partial<StatusPayload>): NavigationFlags {
  return {
    enable_data_export: readFlag('enable_data_export', status.enable_data_export),
    enable_drawing: readFlag('enable_drawing', status.enable_drawing),
    enable_task: readFlag('enable_task', status.enable_task),
  };
}
