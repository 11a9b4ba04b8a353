import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { GroupSelect, type GroupOption } from './group-select.tsx';
import { ModelSearchField } from './model-search-field.tsx';

export type PricingToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  /** Offered only to signed-in users with more than one usable group. */
  groups: readonly GroupOption[] | undefined;
  group: string;
  onGroup: (group: string) => void;
  selectedCount: number;
  onCopySelected: () => void;
};

/** Search (PP-006), the group switcher and "copy selected models" (PP-007). */
export function PricingToolbar(props: PricingToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ModelSearchField value={props.search} onChange={props.onSearch} />
      {props.groups !== undefined && props.groups.length > 1 && <GroupSelect options={props.groups} value={props.group} onChange={props.onGroup} />}
      <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={props.selectedCount === 0} onClick={props.onCopySelected}>
        {t('pricing.copySelected', { count: props.selectedCount })}
      </Button>
    </Stack>
  );
}
