import { useCallback, useRef, useState } from 'react';
import type { RefObject } from 'react';

export type ScrollHint = {
  /** The content is wider than the frame (it scrolls sideways). */
  overflowing: boolean;
  /** Content is hidden to the right: the sticky actions column casts its shadow edge only then. */
  hidesRight: boolean;
};

const same = (a: ScrollHint, b: ScrollHint) => a.overflowing === b.overflowing && a.hidesRight === b.hidesRight;

/** Watches a sideways-scrolling frame (scroll, its size and its content's size) for the scroll hint. */
export function useScrollHint<E extends HTMLElement>(): [(element: E | null) => (() => void) | undefined, ScrollHint, RefObject<E | null>] {
  const [hint, setHint] = useState<ScrollHint>({ overflowing: false, hidesRight: false });
  const elementRef = useRef<E | null>(null);
  const ref = useCallback((element: E | null) => {
    elementRef.current = element;
    if (element === null) return undefined;
    const update = () => {
      const next = {
        overflowing: element.scrollWidth > element.clientWidth + 1,
        hidesRight: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      };
      setHint((current) => (same(current, next) ? current : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    // The table inside changes width as columns fold or rows load.
    if (element.firstElementChild !== null) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return [ref, hint, elementRef];
}
