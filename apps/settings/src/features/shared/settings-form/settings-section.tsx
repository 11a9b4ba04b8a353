import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useSettingsSection } from './use-settings-section.ts';
import type { SettingsSectionState } from './use-settings-section.ts';

const SectionContext = createContext<SettingsSectionState | null>(null);

/** The section the option fields inside it belong to. */
export function useSection(): SettingsSectionState {
  const section = useContext(SectionContext);
  if (section === null) throw new Error('an option field is used outside SettingsSection');
  return section;
}

export type SettingsSectionProps = {
  /** Unique on the page: names the save action and its notice (`settings.save.<id>`). */
  id: string;
  title: string;
  description?: ReactNode;
  /** Every option key the section edits; its Save button sends the changed ones. */
  keys: readonly string[];
  /** Buttons beside Save (e.g. "clean logs"). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * One settings section: a titled card whose fields (OptionSwitch, OptionTextField … inside it)
 * edit `keys`, and one Save button for them. Fields sit in a grid that is one column on a phone.
 */
export function SettingsSection({ id, title, description, keys, actions, children }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const section = useSettingsSection(id, keys);
  const titleId = useId();
  return (
    <SectionContext.Provider value={section}>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void section.submit();
        }}
        sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: description === undefined ? 1.5 : 0.5 }}>
          {title}
        </Typography>
        {description !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {description}
          </Typography>
        )}
        <Box
          ref={section.fieldsRef}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', alignItems: 'start' }}
        >
          {children}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={section.saving}>
            {t('form.save', { section: title })}
          </Button>
          {actions}
        </Stack>
      </Paper>
    </SectionContext.Provider>
  );
}
