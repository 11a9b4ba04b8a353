import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultUserUsableGroups } from '@gateway/domain';

const builtIn: Readonly<Record<string, string>> = defaultUserUsableGroups;

/**
 * A group's description as the reader should see it. The built-in groups ship their descriptions as
 * Chinese data (the UserUsableGroups default, kept as new-api stores it); while an operator has not
 * changed one, it is shown in the reader's language. A description the operator wrote is shown as written.
 */
export function useGroupDescription(): (group: string, description: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (group: string, description: string) => (Object.hasOwn(builtIn, group) && builtIn[group] === description ? t(`groupDescription.${group}`) : description),
    [t],
  );
}
