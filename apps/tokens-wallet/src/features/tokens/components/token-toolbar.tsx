import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { withTokenKeyPrefix, type TokenRow } from '@gateway/domain';
import { useCopy } from '@gateway/ui/copy-button';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { SearchBar } from '../../shared/search-bar.tsx';

export const TOKEN_FILTERS = ['keyword', 'token'] as const;
export type TokenFilter = (typeof TOKEN_FILTERS)[number];

export type TokenToolbarProps = {
  filters: Record<TokenFilter, string>;
  onSearch: (filters: Record<TokenFilter, string>) => void;
  selected: TokenRow[];
  onCreate: () => void;
};

/** Search by name and key (TW-003), add, and copy the selected keys (TW-008). */
export function TokenToolbar({ filters, onSearch, selected, onCreate }: TokenToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { copy, dialog } = useCopy();
  const copySelected = () => {
    if (selected.length === 0) return notify.warning(t('tokens.selectAtLeastOne'));
    void copy(selected.map((token) => `${token.name}    ${withTokenKeyPrefix(token.key)}`).join('\n'));
  };
  return (
    <>
      <SearchBar
        fields={[
          { name: 'keyword', label: t('tokens.search.keyword') },
          { name: 'token', label: t('tokens.search.token') },
        ]}
        values={filters}
        onSearch={onSearch}
        actions={
          <>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copySelected}>
              {t('tokens.actions.copySelected')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {t('tokens.actions.create')}
            </Button>
          </>
        }
      />
      {dialog}
    </>
  );
}
