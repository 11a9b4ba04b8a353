import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChannelView } from '@gateway/sdk';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

const fields = [
  { field: 'error_status', label: 'editor.fields.errorStatus', time: false },
  { field: 'last_error_at', label: 'editor.fields.lastErrorAt', time: true },
  { field: 'last_notified_at', label: 'editor.fields.lastNotifiedAt', time: true },
  { field: 'error_details', label: 'editor.fields.errorDetails', time: false },
] as const;

/** The last-error fields, read-only in edit mode (CH-037). Servers that do not track them show "never"/blank. */
export function EditorErrorFields({ channel }: { channel: ChannelView }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const record: Record<string, unknown> = { ...channel };
  const show = (field: string, time: boolean): string => {
    const value = record[field];
    if (time)
      return typeof value === 'number' && value > 0
        ? new Date(value * 1000).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US')
        : t('editor.fields.never');
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {fields.map(({ field, label, time }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {show(field, time)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
