import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { UserGroupInfo } from '@gateway/sdk';
import { NAMESPACE } from '../../../namespace.ts';
import type { PlaygroundSettings } from '../playground-settings.ts';
import { GroupSelect } from './group-select.tsx';
import { MaxTokensField } from './max-tokens-field.tsx';
import { ModelSelect } from './model-select.tsx';
import { TemperatureField } from './temperature-field.tsx';

export type SettingsPanelProps = {
  settings: PlaygroundSettings;
  onChange: (patch: Partial<PlaygroundSettings>) => void;
  ownGroup: string;
  groups: Readonly<Record<string, UserGroupInfo>> | undefined;
  models: readonly string[] | undefined;
  modelsLoading: boolean;
};

/** The left panel (PP-014…019): group, model, temperature, MaxTokens, system prompt. */
export function SettingsPanel({ settings, onChange, ownGroup, groups, models, modelsLoading }: SettingsPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2.5} component="form" aria-label={t('playground.panel.label')} onSubmit={(event) => event.preventDefault()}>
      <GroupSelect value={settings.group} ownGroup={ownGroup} groups={groups} onChange={(group) => onChange({ group })} />
      <ModelSelect value={settings.model} models={models} loading={modelsLoading} onChange={(model) => onChange({ model })} />
      <TemperatureField value={settings.temperature} onChange={(temperature) => onChange({ temperature })} />
      <MaxTokensField value={settings.maxTokens} onChange={(maxTokens) => onChange({ maxTokens })} />
      <TextField
        size="small"
        fullWidth
        multiline
        minRows={3}
        maxRows={12}
        label={t('playground.systemPrompt.label')}
        value={settings.systemPrompt}
        onChange={(event) => onChange({ systemPrompt: event.target.value })}
      />
    </Stack>
  );
}
