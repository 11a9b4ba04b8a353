import Box from '@mui/material/Box';
import { formatTimestamp } from './format-time.ts';

/** A table timestamp on one line, so date and time never break apart in a narrow column. */
export function TimeText({ seconds }: { seconds: number }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatTimestamp(seconds)}
    </Box>
  );
}
