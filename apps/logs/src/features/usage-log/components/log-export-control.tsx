import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { CsvProgress } from '@gateway/sdk';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { formatBytes } from '../logic/format-bytes.ts';

export type LogExportButtonProps = { running: boolean; onExport: () => void };

/** "Export CSV" beside Search and Columns; disabled while a download runs. */
export function LogExportButton({ running, onExport }: LogExportButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      type="button"
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={onExport}
      disabled={running}
      sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
    >
      {t('usageLog.export.button')}
    </Button>
  );
}

export type LogExportProgressProps = { progress: CsvProgress; total: number | undefined; onCancel: () => void };

/**
 * A running export: rows and bytes received, a bar that fills against the list's total
 * when it is known (indeterminate otherwise), and Cancel.
 */
export function LogExportProgress({ progress, total, onCancel }: LogExportProgressProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const rows = progress.rows.toLocaleString(locale);
  const size = formatBytes(progress.bytes, locale);
  const known = total !== undefined && total > 0;
  const text = known ? t('usageLog.export.progressOf', { rows, total: total.toLocaleString(locale), size }) : t('usageLog.export.progress', { rows, size });
  return (
    <Box role="status" aria-live="polite" data-testid="log-export-progress" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={known ? Math.min(100, (progress.rows / total) * 100) : undefined}
        aria-label={t('usageLog.export.button')}
        sx={{ flex: '1 1 160px', minWidth: 120 }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Typography>
      <Button type="button" size="small" onClick={onCancel}>
        {t('usageLog.export.cancel')}
      </Button>
    </Box>
  );
}
