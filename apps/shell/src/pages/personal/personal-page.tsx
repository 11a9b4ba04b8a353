import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageFrame } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { useSelf } from './api/use-personal.ts';
import { PERSONAL_NAMESPACE } from './personal-namespace.ts';
import { BindingsCard } from './components/bindings-card.tsx';
import { InviteCard } from './components/invite-card.tsx';
import { ModelsCard } from './components/models-card.tsx';
import { NotificationSettings } from './components/notification-settings.tsx';
import { PriceSettings } from './components/price-settings.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { SecurityCard } from './components/security-card.tsx';

const tabs = ['account', 'notifications', 'price'] as const;
type TabId = (typeof tabs)[number];

/**
 * /personal (SH-073…095): profile and invite cards, then the account (bindings, access token,
 * password, deletion), notification and price tabs, and the models the user can call.
 */
export default function PersonalPage() {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const self = useSelf();
  const [tab, setTab] = useState<TabId>('account');
  const user = self.data;
  return (
    <PageFrame title={t('title')} breadcrumbs={[{ label: t('shell:breadcrumbs.console'), to: '/token' }, { label: t('title') }]}>
      {user === undefined ? (
        self.isError ? (
          <Alert severity="error" action={<Button onClick={() => void self.refetch()}>{t('retry')}</Button>}>
            {t('loadFailed')}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('common:messages.loading')} />
          </Box>
        )
      ) : (
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
            <ProfileCard user={user} />
            <InviteCard user={user} />
          </Box>
          <Paper variant="outlined" sx={{ borderRadius: 2, minWidth: 0 }}>
            <Tabs
              value={tab}
              onChange={(_event, value: TabId) => setTab(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('tabs.label')}
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {tabs.map((id) => (
                <Tab key={id} value={id} label={t(`tabs.${id}`)} id={`personal-tab-${id}`} aria-controls={`personal-panel-${id}`} />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`personal-panel-${tab}`} aria-labelledby={`personal-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              {tab === 'account' && (
                <Stack spacing={2.5}>
                  <BindingsCard user={user} />
                  <SecurityCard user={user} />
                </Stack>
              )}
              {tab === 'notifications' && <NotificationSettings key={user.setting} settingText={user.setting} />}
              {tab === 'price' && <PriceSettings key={user.setting} settingText={user.setting} />}
            </Box>
          </Paper>
          <ModelsCard />
        </Stack>
      )}
    </PageFrame>
  );
}
