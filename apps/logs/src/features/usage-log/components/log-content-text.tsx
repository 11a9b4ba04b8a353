import type { LogRow } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { logContentText } from '../logic/log-content-text.ts';
import type { ParsedOther } from '../logic/log-other.ts';

/** A row's content in the reader's language (the Details column and the expanded row). */
export function useLogContentText(log: LogRow, other: ParsedOther): string {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  return logContentText(log.content, other, (key, values) => t(key, values ?? {}), settings, i18n.language);
}

export function LogContentText({ log, other }: { log: LogRow; other: ParsedOther }) {
  return useLogContentText(log, other);
}
