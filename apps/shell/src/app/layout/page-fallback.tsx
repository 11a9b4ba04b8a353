import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** What a lazy page shows while its chunk arrives: a thin bar, not a layout jump. */
export function PageFallback() {
  return (
    <Box sx={{ flex: 1 }} aria-busy="true">
      <LinearProgress sx={{ height: 2 }} />
    </Box>
  );
}
