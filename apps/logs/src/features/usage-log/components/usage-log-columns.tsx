import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LogType, logTypeLabelKey } from '@gateway/domain';
import type { LogRow, QuotaDisplaySettings } from '@gateway/domain';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { QuotaText } from '@gateway/ui/quota-text';
import type { TFunction } from 'i18next';
import { TimeText } from '../../shared/time-text.tsx';
import type { LogColumnKey } from '../logic/log-columns.ts';
import { logColumnFit } from '../logic/log-column-fit.ts';
import { parseLogOther } from '../logic/log-other.ts';
import { CopyChip, DurationCell } from './log-cells.tsx';
import { LogContentText } from './log-content-text.tsx';

/** A row as the table shows it: the record and its parsed `other`, parsed once per page. */
export type LogTableRow = { log: LogRow; other: ReturnType<typeof parseLogOther> };

export type LogColumnContext = {
  t: TFunction;
  settings: QuotaDisplaySettings;
  copy: (text: string) => void;
  onShowUser: (log: LogRow) => void;
};

const typeColor = {
  [LogType.TopUp]: 'info',
  [LogType.Consume]: 'success',
  [LogType.Manage]: 'secondary',
  [LogType.System]: 'default',
  [LogType.Error]: 'error',
} as const;

// Token counts, cost and timing mean something on usage and error records only (new-api shows them there).
const isRequest = (log: LogRow) => log.type === LogType.Consume || log.type === LogType.Error;

/** The usage log's columns (LOG-017), in the order of logColumnKeys, limited to `visible`. */
export function buildLogColumns(visible: readonly LogColumnKey[], context: LogColumnContext): DataTableColumn<LogTableRow>[] {
  const { t, settings, copy } = context;
  const all: Record<LogColumnKey, DataTableColumn<LogTableRow>> = {
    time: { key: 'time', header: t('usageLog.columns.time'), render: ({ log }) => <TimeText seconds={log.created_at} /> },
    channel: {
      key: 'channel',
      header: t('usageLog.columns.channel'),
      render: ({ log }) => (log.channel > 0 ? <CopyChip text={String(log.channel)} onCopy={copy} title={log.channel_name || undefined} /> : null),
    },
    username: {
      key: 'username',
      header: t('usageLog.columns.username'),
      render: ({ log }) =>
        log.username === '' ? null : (
          <Link
            component="button"
            type="button"
            underline="hover"
            aria-label={t('usageLog.cells.showUser', { name: log.username })}
            onClick={(event) => {
              event.stopPropagation();
              context.onShowUser(log);
            }}
          >
            {log.username}
          </Link>
        ),
    },
    token: { key: 'token', header: t('usageLog.columns.token'), render: ({ log }) => <CopyChip text={log.token_name} onCopy={copy} /> },
    group: { key: 'group', header: t('usageLog.columns.group'), render: ({ log }) => log.group },
    type: {
      key: 'type',
      header: t('usageLog.columns.type'),
      render: ({ log }) => (
        <Chip size="small" color={typeColor[log.type as keyof typeof typeColor] ?? 'default'} label={t(`common:${logTypeLabelKey(log.type)}`)} />
      ),
    },
    model: {
      key: 'model',
      header: t('usageLog.columns.model'),
      render: ({ log, other }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
          <CopyChip text={log.model_name} onCopy={copy} color="primary" />
          {other.fields.is_model_mapped && other.fields.upstream_model_name !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('usageLog.cells.mappedTo', { model: other.fields.upstream_model_name })}
            </Typography>
          )}
        </Box>
      ),
    },
    useTime: {
      key: 'useTime',
      header: t('usageLog.columns.useTime'),
      render: ({ log, other }) => (isRequest(log) ? <DurationCell useTime={log.use_time} isStream={log.is_stream} firstResponseMs={other.fields.frt} /> : null),
    },
    prompt: { key: 'prompt', header: t('usageLog.columns.prompt'), align: 'right', render: ({ log }) => (isRequest(log) ? log.prompt_tokens : null) },
    completion: {
      key: 'completion',
      header: t('usageLog.columns.completion'),
      align: 'right',
      render: ({ log }) => (isRequest(log) ? log.completion_tokens : null),
    },
    quota: {
      key: 'quota',
      header: t('usageLog.columns.quota'),
      align: 'right',
      render: ({ log }) => (isRequest(log) || log.quota !== 0 ? <QuotaText quota={log.quota} settings={settings} /> : null),
    },
    retry: {
      key: 'retry',
      header: t('usageLog.columns.retry'),
      render: ({ other }) => {
        const channels = other.fields.admin_info?.use_channel ?? [];
        return channels.length > 1 ? t('usageLog.cells.retryChain', { chain: channels.join(' → ') }) : null;
      },
    },
    details: {
      key: 'details',
      header: t('usageLog.columns.details'),
      render: ({ log, other }) => (
        <Typography
          variant="body2"
          sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
        >
          <LogContentText log={log} other={other} />
        </Typography>
      ),
    },
  };
  return visible.map((key) => ({ ...all[key], ...logColumnFit[key] }));
}
