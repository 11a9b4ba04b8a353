import { useEffect, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSessionUser, type SessionUser } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { useEnabledToken } from '../../shared/enabled-token/index.ts';
import { usePlaygroundGroups, usePlaygroundModels, usePlaygroundPricing } from '../api/use-playground-data.ts';
import { Composer } from '../components/composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { PlaygroundLayout } from '../components/playground-layout.tsx';
import { SettingsPanel } from '../components/settings-panel.tsx';
import { useAnswerCost } from '../hooks/use-answer-cost.ts';
import { usePlaygroundChat } from '../hooks/use-playground-chat.ts';
import { useQuotaSettings } from '../hooks/use-quota-settings.ts';
import { defaultSettings, type PlaygroundSettings } from '../playground-settings.ts';

/** When the chosen model is not among the user's models (any more), the first one is chosen instead. */
function useAvailableModel(models: readonly string[] | undefined, model: string, change: (patch: Partial<PlaygroundSettings>) => void) {
  useEffect(() => {
    if (models !== undefined && models.length > 0 && !models.includes(model)) change({ model: models[0]! });
  }, [models, model, change]);
}

function Playground({ user }: { user: SessionUser }) {
  const { t } = useTranslation(NAMESPACE);
  const tokens = useEnabledToken();
  const expired = new URLSearchParams(useSearch()).has('expired');
  const quotaSettings = useQuotaSettings();
  const defaults = useMemo(() => ({ ...defaultSettings(t('playground.systemPrompt.default')), group: user.group }), [t, user.group]);
  const chat = usePlaygroundChat(user.id, defaults);
  const groups = usePlaygroundGroups();
  const models = usePlaygroundModels();
  const pricing = usePlaygroundPricing(user.id);
  const costOf = useAnswerCost(pricing.data, groups.data, quotaSettings.quotaPerUnit);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const { setSettings } = chat;
  const change = useMemo(() => (patch: Partial<PlaygroundSettings>) => setSettings((current) => ({ ...current, ...patch })), [setSettings]);
  useAvailableModel(models.data, chat.settings.model, change);

  const actions = (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
        sx={{ display: { md: 'none' } }}
      >
        {panelOpen ? t('playground.panel.hide') : t('playground.panel.show')}
      </Button>
      <Button variant="outlined" startIcon={<DeleteSweepOutlinedIcon />} onClick={chat.clear}>
        {t('playground.clear')}
      </Button>
    </>
  );
  return (
    <PageFrame title={t('playground.title')} breadcrumbs={[{ label: t('sections.playground') }, { label: t('playground.title') }]} actions={actions}>
      {expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('playground.expired')}
        </Alert>
      )}
      <PlaygroundLayout
        panelId={panelId}
        panelOpen={panelOpen}
        panel={
          <SettingsPanel
            settings={chat.settings}
            onChange={change}
            ownGroup={user.group}
            groups={groups.data}
            models={models.data}
            modelsLoading={models.isPending}
          />
        }
        chat={
          <>
            <MessageList messages={chat.messages} busy={chat.busy} costOf={costOf} quotaSettings={quotaSettings} onRegenerate={chat.regenerate} />
            <Composer busy={chat.busy} disabled={tokens.status === 'none'} onSend={chat.send} onStop={chat.stop} />
          </>
        }
      />
    </PageFrame>
  );
}

/** /playground (PP-014…031): chat with the user's models, replies streamed, priced and kept across reloads. */
export default function PlaygroundPage() {
  const user = useSessionUser();
  // The route is guarded; a session that ends while the page is open leaves nothing to show.
  return user === null ? null : <Playground key={user.id} user={user} />;
}
