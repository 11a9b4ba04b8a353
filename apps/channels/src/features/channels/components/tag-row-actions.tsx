import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { RowActions } from './use-row-actions.tsx';

export type TagRowActionsProps = {
  tag: string;
  actions: RowActions;
  onEditTag: (tag: string) => void;
};

/** A tag row's controls: enable all, disable all (CH-013) and the tag editor (CH-059). */
export function TagRowActions({ tag, actions, onEditTag }: TagRowActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Button size="small" color="success" onClick={() => actions.setTagEnabled(tag, true)}>
        {t('row.enableAll')}
      </Button>
      <Button size="small" color="warning" onClick={() => actions.setTagEnabled(tag, false)}>
        {t('row.disableAll')}
      </Button>
      <Button size="small" onClick={() => onEditTag(tag)}>
        {t('row.editTag')}
      </Button>
    </Box>
  );
}
