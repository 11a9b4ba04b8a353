/**
 * SH-015: on 1 January a small firework sits in the top bar and wishes a happy new year.
 * Its own lazy chunk (with the Tooltip it uses): the other 364 days never download it.
 */
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import { useTranslation } from 'react-i18next';

const sparkle = keyframes`
  0%, 100% { transform: scale(1) rotate(0deg); }
  50% { transform: scale(1.2) rotate(-12deg); }
`;

export default function NewYearEgg() {
  const { t } = useTranslation('shell');
  const label = t('topBar.happyNewYear');
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        tabIndex={0}
        sx={{
          display: 'inline-flex',
          color: 'warning.main',
          mx: 0.5,
          '@media (prefers-reduced-motion: no-preference)': { animation: `${sparkle} 1.6s ease-in-out infinite` },
        }}
      >
        <CelebrationOutlined />
      </Box>
    </Tooltip>
  );
}
