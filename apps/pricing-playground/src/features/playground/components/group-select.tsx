import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { UserGroupInfo } from '@gateway/sdk';
import { useGroupDescription } from '@gateway/ui/group-description';
import { NAMESPACE } from '../../../namespace.ts';
import { orderGroups } from './order-groups.ts';

export type GroupSelectProps = {
  value: string;
  ownGroup: string;
  groups: Readonly<Record<string, UserGroupInfo>> | undefined;
  onChange: (group: string) => void;
};

/** PP-014: the group the reply is billed in, the user's own group first, each with its ratio. */
export function GroupSelect({ value, ownGroup, groups, onChange }: GroupSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useGroupDescription();
  const choices = orderGroups(groups ?? { [ownGroup]: { desc: ownGroup, ratio: 1 } }, ownGroup);
  // A stored group the user may no longer use stays visible until another is picked.
  const known = choices.some((choice) => choice.group === value);
  return (
    <TextField select size="small" fullWidth label={t('playground.group.label')} value={value} onChange={(event) => onChange(event.target.value)}>
      {choices.map((choice) => (
        <MenuItem key={choice.group} value={choice.group}>
          {t(choice.own ? 'playground.group.own' : 'playground.group.option', {
            group: choice.desc !== '' ? describe(choice.group, choice.desc) : choice.group,
            ratio: choice.ratio,
          })}
        </MenuItem>
      ))}
      {!known && value !== '' && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
