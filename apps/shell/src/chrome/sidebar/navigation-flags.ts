import type { StatusPayload } from '@gateway/domain';
import { readStorage } from '@gateway/ui/storage';
import type { NavigationFlags } from './compose-navigation.ts';

function readFlag(key: keyof NavigationFlags, fallback: boolean | undefined): boolean {
  // The local copy is authoritative and compared with the text 'true' (COM-041); without one, the status says.
  const stored = readStorage(key);
  if (stored !== null) return stored === 'true';
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
