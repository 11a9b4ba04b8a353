import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUserModels } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { SectionCard } from './section-card.tsx';

/** The list collapses after this many models (SH-081), so a long list does not push the rest of the page away. */
export const MODELS_SHOWN_COLLAPSED = 10;

/** The models the user can call, from GET /api/user/models (SH-081). */
export function ModelsCard() {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const models = useUserModels();
  const [expanded, setExpanded] = useState(false);
  const names = models.data ?? [];
  const shown = expanded ? names : names.slice(0, MODELS_SHOWN_COLLAPSED);
  return (
    <SectionCard title={t('models.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {models.data !== undefined && names.length === 0 ? t('models.none') : t('models.count', { count: names.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="user-models">
        {shown.map((name) => (
          <Chip key={name} size="small" variant="outlined" label={name} sx={{ maxWidth: '100%' }} />
        ))}
      </Box>
      {names.length > MODELS_SHOWN_COLLAPSED && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('models.showLess') : t('models.showAll', { count: names.length })}
        </Button>
      )}
    </SectionCard>
  );
}
