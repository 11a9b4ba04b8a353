import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { durationTone, firstTokenTone } from '../logic/time-tone.ts';

/** A value that copies itself on click (LOG-028) without toggling the row it sits in. */
export function CopyChip({
  text,
  onCopy,
  color,
  title,
}: {
  text: string;
  onCopy: (text: string) => void;
  color?: 'default' | 'primary' | 'info';
  title?: ReactNode;
}) {
  if (text === '') return null;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={color ?? 'default'}
      label={text}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onCopy(text);
      }}
    />
  );
  // describeChild: the title describes the chip (aria-describedby) instead of renaming it, so its name stays the visible value (axe label-content-name-mismatch).
  return title === undefined ? (
    chip
  ) : (
    <Tooltip title={title} describeChild>
      {chip}
    </Tooltip>
  );
}

/** Time taken (LOG-021), and for streams the first-token time (LOG-022), each coloured by its own thresholds. */
export function DurationCell({ useTime, isStream, firstResponseMs }: { useTime: number; isStream: boolean; firstResponseMs: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Chip size="small" color={durationTone(useTime)} data-tone={durationTone(useTime)} label={t('usageLog.cells.seconds', { value: useTime })} />
      {isStream && firstResponseMs !== undefined && firstResponseMs > 0 && (
        <Chip
          size="small"
          variant="outlined"
          color={firstTokenTone(firstResponseMs)}
          data-tone={firstTokenTone(firstResponseMs)}
          label={t('usageLog.cells.firstToken', { value: (firstResponseMs / 1000).toFixed(1) })}
        />
      )}
      <Chip size="small" variant="outlined" label={t(isStream ? 'usageLog.cells.stream' : 'usageLog.cells.nonStream')} />
    </Box>
  );
}
