import { useEffect, useState } from 'react';
import { loadHighlighter } from './load-highlighter.ts';
import type { Highlight } from './render-markdown.ts';

/** The code highlighter once `needed` (a reply has a fenced block) and loaded; undefined before. */
export function useHighlighter(needed: boolean): Highlight | undefined {
  const [highlight, setHighlight] = useState<{ run: Highlight }>();
  useEffect(() => {
    if (!needed || highlight !== undefined) return;
    let live = true;
    loadHighlighter()
      .then((run) => {
        if (live) setHighlight({ run });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed, highlight]);
  return highlight?.run;
}
