import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@gateway/ui/theme';

/** SH-013: dark/light switch; the choice persists under 'theme-mode' (in @gateway/ui/theme). */
export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label} sx={{ flexShrink: 0 }}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
