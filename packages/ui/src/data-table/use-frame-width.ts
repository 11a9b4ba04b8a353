import { useCallback, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver: the table fits its own frame,
 * which the sidebar or a drawer narrows without the window changing. Null until measured (or in a DOM
 * without layout, where the width reads 0).
 */
export function useFrameWidth<E extends HTMLElement>(): [(element: E | null) => (() => void) | undefined, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: E | null) => {
    if (element === null) return undefined;
    // Measured once at once (a ref runs before paint), so the first frame already has the right columns.
    setWidth(element.clientWidth || null);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
