import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatQuota, type QuotaDisplaySettings } from '@gateway/domain';
import type { DataGranularity, QuotaDataRow } from '@gateway/sdk';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { bucketLabel, requestsByModel, seriesByModel } from '../logic/dashboard-summary.ts';

// MUI X Charts come with the shell's @gateway/ui/usage-chart, fetched the first time a chart is drawn.
const UsageBarChart = lazy(() => import('@gateway/ui/usage-chart').then((module) => ({ default: module.UsageBarChart })));

export function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>{children}</Suspense>
    </Paper>
  );
}

export type DashboardChartsProps = { rows: readonly QuotaDataRow[]; granularity: DataGranularity; settings: QuotaDisplaySettings };

/** Spend by model over time (stacked) and requests per model. */
export function DashboardCharts({ rows, granularity, settings }: DashboardChartsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const series = seriesByModel(rows);
  const ranked = requestsByModel(rows);
  const money = (value: number) => formatQuota(value, settings, { language: i18n.language });
  const count = (value: number) => value.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
      <ChartPanel title={t('dashboard.charts.spend')}>
        <UsageBarChart
          label={t('dashboard.charts.spend')}
          noDataText={t('dashboard.noData')}
          stacked
          categories={series.buckets.map((bucket) => bucketLabel(bucket, granularity))}
          series={series.models.map((model) => ({ id: model.model, label: model.model || t('dashboard.unknownModel'), data: model.quota }))}
          valueFormatter={money}
        />
      </ChartPanel>
      <ChartPanel title={t('dashboard.charts.requests')}>
        <UsageBarChart
          label={t('dashboard.charts.requests')}
          noDataText={t('dashboard.noData')}
          horizontal
          integer
          categories={ranked.map((model) => model.name || t('dashboard.unknownModel'))}
          series={[{ id: 'requests', label: t('dashboard.cards.requests'), data: ranked.map((model) => model.requests) }]}
          valueFormatter={count}
        />
      </ChartPanel>
    </Box>
  );
}
