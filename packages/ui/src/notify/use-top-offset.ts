import { useLayoutEffect, useState } from 'react';

/** Gap between the app bar and the first notice, in px. */
const GAP = 8;
/** Used before anything is measured, and on pages without an app bar: a dense toolbar's height plus the gap. */
const FALLBACK_TOP = 64;

function measure(): number {
  const header = document.querySelector('header');
  if (header === null) return GAP;
  return Math.max(GAP, Math.round(header.getBoundingClientRect().bottom) + GAP);
}

/**
 * Where notices start: just below the page's top app bar (the first <header>), so they never
 * cover the navigation whatever height the bar has at this width. Measured while notices show.
 */
export function useTopOffset(active: boolean): number {
  const [top, setTop] = useState(FALLBACK_TOP);
  useLayoutEffect(() => {
    if (!active) return;
    const update = () => setTop(measure());
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [active]);
  return top;
}
