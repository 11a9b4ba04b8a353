import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { StatusPayload } from '@gateway/domain';

/**
 * SH-016: tells visitors the site runs in self-use or demo mode. A plain outlined label rather
 * than MUI Chip: this sits in the top bar of /login, where every module counts.
 */
export function ModeBadge({ status }: { status: Partial<StatusPayload> }) {
  const { t } = useTranslation('shell');
  const mode = status.self_use_mode_enabled === true ? 'selfUseMode' : status.demo_site_enabled === true ? 'demoSite' : undefined;
  if (mode === undefined) return null;
  const color = mode === 'selfUseMode' ? 'info.main' : 'warning.main';
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: color,
        borderRadius: 4,
        color,
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`topBar.${mode}`)}
    </Box>
  );
}
