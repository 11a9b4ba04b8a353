import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import ModelTrainingOutlinedIcon from '@mui/icons-material/ModelTrainingOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';
import type { SettingsTab } from '../settings-tab.ts';
import { panelId, tabId } from './settings-tab-bar.tsx';

const tabIcons: Record<SettingsTab, ComponentType> = {
  operation: TuneOutlinedIcon,
  ratelimit: SpeedOutlinedIcon,
  models: ModelTrainingOutlinedIcon,
  system: SettingsOutlinedIcon,
  other: InfoOutlinedIcon,
};

/** The body of one settings tab: what its editors will cover. */
export function SettingsTabPanel({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation(NAMESPACE);
  const Icon = tabIcons[tab];
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
      <EmptyState
        icon={<Icon />}
        title={t(`settings.tabs.${tab}.emptyTitle`)}
        description={t(`settings.tabs.${tab}.emptyDescription`)}
      />
    </Box>
  );
}
