import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isAdmin as isAdminRole } from '@gateway/domain';
import { useSessionUser, useStatus } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { useBalance, useDashboardData } from '../api/use-dashboard-data.ts';
import { useDashboardParams } from '../api/use-dashboard-params.ts';
import { DashboardCards } from '../components/dashboard-cards.tsx';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { DashboardControls } from '../components/dashboard-controls.tsx';
import { TopUsers } from '../components/top-users.tsx';
import { effectiveGranularity, rangeProblem } from '../logic/dashboard-params.ts';
import { summarize } from '../logic/dashboard-summary.ts';

/**
 * /detail (LOG-053/054): stat cards, spend by model over time and requests per model from the
 * quota_data rollups; admins also see the top users. Range and granularity live in the URL; the
 * default granularity is the site's DataExportDefaultTime.
 */
export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const isAdmin = user !== null && isAdminRole(user.role);
  const status = useStatus();
  const settings = useQuotaSettings();
  const { params, update } = useDashboardParams();
  const granularity = effectiveGranularity(params, status?.data_export_default_time);
  const problem = rangeProblem(params);
  const range = { start_timestamp: params.start, end_timestamp: params.end, granularity, enabled: problem === undefined };
  const { models, users } = useDashboardData(range, isAdmin);
  const balance = useBalance();
  const rows = models.data ?? [];
  return (
    <PageFrame title={t('dashboard.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('dashboard.title') }]}>
      <DashboardControls
        start={params.start}
        end={params.end}
        granularity={granularity}
        onRange={(start, end) => update({ start, end })}
        onGranularity={(next) => update({ granularity: next })}
      />
      {problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(`dashboard.problem.${problem}`)}
        </Alert>
      ) : null}
      <DashboardCards totals={models.data ? summarize(rows, params.start, params.end) : undefined} balance={balance.data?.quota} settings={settings} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DashboardCharts rows={rows} granularity={granularity} settings={settings} />
        {users ? <TopUsers rows={users.data ?? []} settings={settings} /> : null}
      </Box>
    </PageFrame>
  );
}
