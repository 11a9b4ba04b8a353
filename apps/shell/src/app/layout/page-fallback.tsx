import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * What a lazy page shows while its chunk arrives: a thin indeterminate bar, not a layout jump.
 * Drawn with a keyframe rather than MUI LinearProgress, which would be one more module on /login.
 */
export function PageFallback() {
  return (
    <Box role="progressbar" aria-busy="true" sx={{ flex: 1, position: 'relative', overflow: 'hidden', height: 2, alignSelf: 'flex-start', width: '100%' }}>
      <Box sx={{ position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
