import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export type SkeletonBlockProps = { width: number | string; height: number; radius?: number };

/**
 * One grey placeholder shape of a skeleton. Drawn with a keyframe rather than MUI Skeleton, which
 * would be one more module in the shell's first bundle.
 */
export function SkeletonBlock({ width, height, radius = 1 }: SkeletonBlockProps) {
  return <Box sx={{ width, height, maxWidth: '100%', borderRadius: radius, bgcolor: 'action.hover', animation: `${pulse} 1.6s ease-in-out infinite` }} />;
}
