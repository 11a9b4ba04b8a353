import { useCallback, useState } from 'react';

/** Past this much extra width the measured corrections are dropped and the estimates tried again. */
const REGROW_SLACK = 32;

/**
 * Column widths are estimates (minWidth); when the rendered table is still wider than its frame, the
 * table folds one more column (`foldOneMore`) until it fits or nothing can fold. The count holds while
 * the frame stays about as wide (a page scrollbar coming and going cannot make columns flicker) and
 * resets when the frame widens.
 */
export function useFoldCorrection(frameWidth: number | null): { extra: number; foldOneMore: () => void } {
  const [correction, setCorrection] = useState<{ width: number; extra: number } | null>(null);
  const holds = (current: typeof correction) => current !== null && frameWidth !== null && frameWidth <= current.width + REGROW_SLACK;
  const extra = holds(correction) ? correction!.extra : 0;
  const foldOneMore = useCallback(() => {
    if (frameWidth === null) return;
    setCorrection((current) => ({ width: frameWidth, extra: (holds(current) ? current!.extra : 0) + 1 }));
    // `holds` reads nothing but frameWidth.
  }, [frameWidth]);
  return { extra, foldOneMore };
}
