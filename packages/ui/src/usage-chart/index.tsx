/**
 * `@gateway/ui/usage-chart`: the console's bar chart (the /detail dashboard), MUI X Charts
 * 9.17.0 in the console theme (dark mode included) and the reader's language. Like the pickers
 * (ADR 0022) MUI X Charts lives only inside this module, which the shell provides as one lazily
 * loaded singleton: only the page that draws a chart downloads it (ADR 0030).
 */
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export type UsageChartSeries = {
  id: string;
  label: string;
  /** One value per category. */
  data: number[];
};

export type UsageBarChartProps = {
  /** The x axis (or y axis when horizontal): time bucket labels or model names. */
  categories: string[];
  series: UsageChartSeries[];
  /** Stack the series (spend by model over time). */
  stacked?: boolean;
  /** Bars grow to the right, categories down the left (long model names). */
  horizontal?: boolean;
  /** Counts: no ticks between whole numbers. */
  integer?: boolean;
  /** Tooltip and axis text of a value (amounts go through the domain's money formatter). */
  valueFormatter?: (value: number) => string;
  height?: number;
  /** Accessible name of the figure. */
  label: string;
  /** Shown when there is nothing to draw. */
  noDataText: string;
};

export function UsageBarChart({
  categories,
  series,
  stacked = false,
  horizontal = false,
  integer = false,
  valueFormatter,
  height = 300,
  label,
  noDataText,
}: UsageBarChartProps) {
  const format = valueFormatter ? (value: number | null) => (value === null ? '' : valueFormatter(value)) : undefined;
  const tickLabelStyle = { fontSize: 11 };
  const valueAxis = { valueFormatter: format ? (value: number) => format(value) : undefined, tickLabelStyle, tickMinStep: integer ? 1 : undefined };
  const bandAxis = { scaleType: 'band' as const, data: categories, tickLabelStyle };
  const chartSeries = series.map((item) => ({ id: item.id, label: item.label, data: item.data, stack: stacked ? 'total' : undefined, valueFormatter: format }));
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? valueAxis : bandAxis]}
        yAxis={[horizontal ? { ...bandAxis, width: 120 } : { ...valueAxis, width: 64 }]}
        series={chartSeries}
        localeText={{ noData: noDataText }}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
      />
    </Box>
  );
}
