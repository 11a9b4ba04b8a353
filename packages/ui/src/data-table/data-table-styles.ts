import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The table frame's styles, written once on the scroll container and keyed by data attributes
 * (data-sticky, data-control, data-full on cells; data-layout and data-hides-right on the frame)
 * instead of an emotion class per cell.
 */

const tint = (color: string) => `linear-gradient(${color}, ${color})`;

/** Sticky actions: opaque (the row tint painted over the paper), with a shadow edge while content hides behind. */
function stickySx(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  // On a dark paper a shadow barely shows: the edge there is mostly a lighter rule.
  const shadow = alpha(theme.palette.common.black, dark ? 0.6 : 0.14);
  const edge = dark ? alpha(theme.palette.text.primary, 0.28) : theme.palette.divider;
  return {
    '& [data-sticky]': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: theme.palette.background.paper },
    '& tr.MuiTableRow-hover:hover > [data-sticky]': { backgroundImage: tint(theme.palette.action.hover) },
    '& tr.Mui-selected > [data-sticky]': { backgroundImage: tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)) },
    '&[data-hides-right="true"] [data-sticky]': { borderLeft: `1px solid ${edge}` },
    // A fade over the content that scrolls under the pinned column: the hint that the table scrolls.
    '&[data-hides-right="true"] [data-sticky]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: -17,
      width: 16,
      pointerEvents: 'none',
      backgroundImage: `linear-gradient(to left, ${shadow}, transparent)`,
    },
  } as const;
}

/** Compact density: MUI's small cells with tighter side paddings. */
const compactSx = {
  '& td, & th': { px: 1, py: 0.75 },
  '& tr > :first-of-type': { pl: 2 },
  '& tr > :last-child': { pr: 2 },
  '& td[data-control], & th[data-control]': { px: 0.5 },
  '& tr > [data-control]:first-of-type': { pl: 1 },
} as const;

/** One card per row: label: value lines, the row's controls on top, its actions at the bottom. */
const cardsSx = {
  '& table, & thead, & tbody': { display: 'block', minWidth: 0 },
  '& tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' },
  '& tbody > tr:last-of-type': { borderBottom: 0 },
  // flexDirection: a right-aligned column's cell is row-reverse in MUI (for its sort label), which put the value before its label.
  '& td, & th': {
    flex: '1 1 100%',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    border: 0,
    px: 0,
    py: 0.5,
    minHeight: 32,
    textAlign: 'right',
  },
  '& [data-card-label]': { color: 'text.secondary', textAlign: 'left', flexShrink: 0, maxWidth: '45%' },
  '& [data-card-value]': { minWidth: 0, overflowWrap: 'anywhere', display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap' },
  // Long names wrap inside the card instead of pushing it wider than the phone (chips keep their ellipsis).
  '& [data-card-value] *:not(.MuiChip-label)': { whiteSpace: 'normal' },
  // td/th + attribute outranks MUI's size + checkbox-padding classes.
  '& td[data-control], & th[data-control]': { flex: '0 0 auto', width: 'auto', justifyContent: 'flex-start', gap: 1, px: 0 },
  // The first value shares the line of the checkbox and expand button.
  '& [data-control] + :not([data-control])': { flex: '1 1 0' },
  '& [data-sticky]': { justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 1 },
  '& [data-full]': { display: 'block', textAlign: 'left' },
} as const;

export function frameSx(layout: 'table' | 'cards', density: 'compact' | 'standard'): SxProps<Theme> {
  return (theme: Theme) => ({
    overflowX: 'auto',
    ...(layout === 'cards' ? cardsSx : { ...stickySx(theme), ...(density === 'compact' ? compactSx : {}) }),
  });
}

/**
 * Text only a screen reader reads (a header for the expand-button column). Sizes are strings: in sx a
 * bare 1 means 100%, which made this span as wide as the table and pushed the page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
