import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DataGranularity } from '@gateway/sdk';
import { TimeRangePicker, toUnixSeconds, type TimeRange } from '@gateway/ui/time-range-picker';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { granularities } from '../logic/dashboard-params.ts';

export type DashboardControlsProps = {
  start: number;
  end: number;
  granularity: DataGranularity;
  onRange: (start: number, end: number) => void;
  onGranularity: (granularity: DataGranularity) => void;
};

/** Range (the shared picker with its quick ranges) and the hour / day / week choice (SET-021). */
export function DashboardControls({ start, end, granularity, onRange, onGranularity }: DashboardControlsProps) {
  const { t } = useTranslation(NAMESPACE);
  const value: TimeRange = { start: new Date(start * 1000), end: new Date(end * 1000) };
  const change = (range: TimeRange) => {
    const nextStart = toUnixSeconds(range.start);
    const nextEnd = toUnixSeconds(range.end);
    // A half-typed or cleared bound waits until it reads as a date.
    if (nextStart !== undefined && nextEnd !== undefined) onRange(nextStart, nextEnd);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TimeRangePicker value={value} onChange={change} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={granularity}
        aria-label={t('dashboard.granularity.label')}
        onChange={(_event, next: DataGranularity | null) => {
          if (next) onGranularity(next);
        }}
      >
        {granularities.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {t(`dashboard.granularity.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
