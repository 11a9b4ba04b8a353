import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useGroupDescription } from '@gateway/ui/group-description';
import { NAMESPACE } from '../../../namespace.ts';
import { formatRatio } from './format-ratio.ts';

export type GroupOption = { group: string; description: string; ratio: number };

/** The group switcher: every group the caller may use, with its description and ratio; prices follow the choice. */
export function GroupSelect({ options, value, onChange }: { options: readonly GroupOption[]; value: string; onChange: (group: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useGroupDescription();
  return (
    <TextField
      select
      size="small"
      label={t('pricing.group.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {options.map((option) => (
        <MenuItem key={option.group} value={option.group}>
          {t('pricing.group.option', { group: option.group, description: describe(option.group, option.description), ratio: formatRatio(option.ratio) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
