import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import { ratioLevel, type RatioLevel } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

const levelColor: Record<RatioLevel, 'default' | 'info' | 'warning' | 'error'> = { normal: 'default', raised: 'info', high: 'warning', 'very-high': 'error' };

/**
 * PP-011: the model's enabled groups the caller may use (COM-025 colours by ratio); a click views
 * that group's prices and says its ratio. Groups the caller cannot use are not offered (reference).
 */
export function GroupChips({
  groups,
  ratios,
  viewed,
  onSelect,
}: {
  groups: readonly string[];
  ratios: Readonly<Record<string, number>>;
  viewed: string;
  onSelect: (group: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const usable = groups.filter((group) => Object.hasOwn(ratios, group));
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {usable.map((group) => (
        <Chip
          key={group}
          size="small"
          label={group}
          color={levelColor[ratioLevel(ratios[group]!)]}
          variant={group === viewed ? 'filled' : 'outlined'}
          icon={group === viewed ? <CheckIcon /> : undefined}
          aria-label={t('pricing.group.chipLabel', { group })}
          onClick={() => onSelect(group)}
        />
      ))}
    </Stack>
  );
}
