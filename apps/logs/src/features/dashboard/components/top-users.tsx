import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuotaDisplaySettings } from '@gateway/domain';
import type { QuotaDataRow } from '@gateway/sdk';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { topUsers } from '../logic/dashboard-summary.ts';
import { ChartPanel } from './dashboard-charts.tsx';

/** Admins: the ten users who spent most over the range, with their requests and tokens. */
export function TopUsers({ rows, settings }: { rows: readonly QuotaDataRow[]; settings: QuotaDisplaySettings }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const users = topUsers(rows);
  const count = (value: number) => value.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  return (
    <ChartPanel title={t('dashboard.topUsers.title')}>
      {users.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noData')}</Typography>
      ) : (
        <Table size="small" aria-label={t('dashboard.topUsers.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.topUsers.user')}</TableCell>
              <TableCell align="right">{t('dashboard.cards.quota')}</TableCell>
              <TableCell align="right">{t('dashboard.cards.requests')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('dashboard.cards.tokens')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.name}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.name}</TableCell>
                <TableCell align="right">
                  <QuotaText quota={user.quota} settings={settings} />
                </TableCell>
                <TableCell align="right">{count(user.requests)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {count(user.tokens)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ChartPanel>
  );
}
