import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStatus } from '@gateway/sdk';
import { NAMESPACE } from '../../../namespace.ts';
import { splitUptime } from '../format-uptime.ts';
import { useUpdateCheck } from '../use-update-check.ts';
import type { UpdateCheckState } from '../use-update-check.ts';

/** The current time in seconds, refreshed every half minute (the uptime shows minutes). */
function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function UpdateResult({ check }: { check: UpdateCheckState }) {
  const { t } = useTranslation(NAMESPACE);
  if (check.state === 'failed') return <Alert severity="error">{check.message}</Alert>;
  if (check.state !== 'done') return null;
  const { result } = check;
  const link =
    result.release_url === '' ? null : (
      <Link href={result.release_url} target="_blank" rel="noopener noreferrer" sx={{ ml: 0.5 }}>
        {t('otherTab.system.releaseNotes')}
      </Link>
    );
  if (result.update_available === false) return <Alert severity="success">{t('otherTab.system.upToDate', { version: result.current_version })}</Alert>;
  const key = result.update_available === true ? 'updateAvailable' : 'latestIs';
  return (
    <Alert severity="info">
      {t(`otherTab.system.${key}`, { version: result.latest_version, name: result.release_name })}
      {link}
    </Alert>
  );
}

/** SET-077, SET-078: version, start time and uptime of the server, and the update check. */
export function SystemInfo() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const status = useStatus();
  const now = useNowSeconds();
  const titleId = useId();
  const update = useUpdateCheck();
  const start = typeof status?.start_time === 'number' && status.start_time > 0 ? status.start_time : undefined;
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const rows: [string, string][] = [
    [t('otherTab.system.version'), status?.version || '—'],
    [t('otherTab.system.startTime'), start === undefined ? '—' : new Date(start * 1000).toLocaleString(locale)],
    [t('otherTab.system.uptime'), start === undefined ? '—' : t('otherTab.system.uptimeValue', splitUptime(start, now))],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t('otherTab.system.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-system-info={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" onClick={() => void update.run()} loading={update.check.state === 'checking'} sx={{ mb: 1.5 }}>
        {t('otherTab.system.checkUpdates')}
      </Button>
      <UpdateResult check={update.check} />
    </Paper>
  );
}
