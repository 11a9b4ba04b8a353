import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';
import { ModelRatioSection } from './model-ratio/model-ratio-section.tsx';
import { ratioTabs, useRatioTab } from './ratio-tab.ts';

const VisualPriceEditor = lazy(() => import('./visual-editor/visual-price-editor.tsx'));
const UnsetModels = lazy(() => import('./unset-models/unset-models.tsx'));

/**
 * The operation tab's nested ratio tabs (SET-025): the pricing JSON editors with the model ratio
 * reset (`model`), the visual price editor (`visual`) and the enabled models without a price
 * (`unset_models`). All three edit the page's one settings form, so an edit made in one shows in
 * the others and counts as unsaved until it is saved.
 */
export function RatioSettings() {
  const { t } = useTranslation(NAMESPACE);
  const [tab, selectTab] = useRatioTab();
  const headingId = useId();
  const idOf = (name: string) => `ratio-tab-${name}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.15rem' }}>
        {t('ratioSettings.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: typeof tab) => selectTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('ratioSettings.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ratioTabs.map((name) => (
          <Tab key={name} value={name} label={t(`ratioSettings.tabs.${name}`)} id={idOf(name)} aria-controls={`${idOf(name)}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idOf(tab)}-panel`} aria-labelledby={idOf(tab)}>
        <Suspense fallback={<LinearProgress aria-label={t('ratioSettings.loading')} />}>
          {tab === 'model' && <ModelRatioSection />}
          {tab === 'visual' && <VisualPriceEditor />}
          {tab === 'unset_models' && <UnsetModels />}
        </Suspense>
      </Box>
    </Box>
  );
}
