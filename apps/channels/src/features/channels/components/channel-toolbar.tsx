import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { NAMESPACE } from '../../../namespace.ts';
import type { ToolbarActions } from './use-toolbar-actions.tsx';
import { withSearch } from '../logic/list-state.ts';

export type ChannelToolbarProps = {
  actions: ToolbarActions;
  idSort: boolean;
  tagMode: boolean;
  onIdSortChange: (idSort: boolean) => void;
  onTagModeChange: (tagMode: boolean) => void;
  onOpenColumns: () => void;
};

/** Add, test all (with progress), balances, delete disabled, fix, batch delete/tag, columns, id-sort and tag-mode (CH-002). */
export function ChannelToolbar({ actions, idSort, tagMode, onIdSortChange, onTagModeChange, onOpenColumns }: ChannelToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const [, navigate] = useLocation();
  const search = useSearch();
  const progress = actions.progress;
  const testLabel =
    actions.testRunning && progress !== undefined && progress.total > 0
      ? t('toolbar.testProgress', { done: progress.done, total: progress.total })
      : t('toolbar.testAll');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(withSearch('/channel/add', search))}>
        {t('toolbar.add')}
      </Button>
      <Button variant="outlined" onClick={actions.testAll} loading={actions.testRunning} loadingPosition="start">
        {testLabel}
      </Button>
      <Button variant="outlined" onClick={actions.updateAllBalances} loading={actions.balancesPending}>
        {t('toolbar.updateBalances')}
      </Button>
      <Button variant="outlined" color="error" onClick={actions.deleteDisabled}>
        {t('toolbar.deleteDisabled')}
      </Button>
      <Button variant="outlined" onClick={actions.fix}>
        {t('toolbar.fix')}
      </Button>
      <Button variant="outlined" color="error" onClick={actions.batchDelete}>
        {t('toolbar.batchDelete')}
      </Button>
      <Button variant="outlined" onClick={actions.openBatchTag}>
        {t('toolbar.batchTag')}
      </Button>
      <Button variant="text" onClick={onOpenColumns}>
        {t('toolbar.columns')}
      </Button>
      <FormControlLabel control={<Switch checked={idSort} onChange={(event) => onIdSortChange(event.target.checked)} />} label={t('toolbar.idSort')} />
      <FormControlLabel control={<Switch checked={tagMode} onChange={(event) => onTagModeChange(event.target.checked)} />} label={t('toolbar.tagMode')} />
    </Box>
  );
}
