import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

type RowExpandButtonProps = {
  expanded: boolean;
  /** How many columns did not fit and wait in the row's expansion. */
  foldedCount: number;
  onToggle: () => void;
};

/**
 * Opens the row's expansion. While columns are folded for width it reads "+N" (N folded fields), so a
 * column that did not fit is never silently gone; otherwise it is a chevron (a detail panel only).
 * The accessible name starts with the visible "+N" and says what opens.
 */
export function RowExpandButton({ expanded, foldedCount, onToggle }: RowExpandButtonProps) {
  const { t } = useTranslation('common');
  const toggle = (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    onToggle();
  };
  if (foldedCount === 0) {
    return (
      <IconButton size="small" aria-label={t(expanded ? 'table.collapseRow' : 'table.expandRow')} aria-expanded={expanded} onClick={toggle}>
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    );
  }
  return (
    <ButtonBase
      aria-label={t(expanded ? 'table.hideFolded' : 'table.showFolded', { count: foldedCount })}
      aria-expanded={expanded}
      data-folded-count={foldedCount}
      onClick={toggle}
      sx={(theme) => ({
        minWidth: 30,
        height: 24,
        px: 0.75,
        borderRadius: 12,
        border: 1,
        borderColor: 'primary.main',
        color: expanded ? 'primary.contrastText' : 'primary.main',
        bgcolor: expanded ? 'primary.main' : 'transparent',
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      +{foldedCount}
    </ButtonBase>
  );
}
