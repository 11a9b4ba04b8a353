import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { createEmotionCache } from './emotion-cache.ts';

/** The CSS the cache wrote for one styled element (its <style data-emotion> tags in <head>). */
function cssOf(sx: Record<string, unknown>): string {
  // Style tags outlive an unmounted render: start from none, so each test reads only its own CSS.
  for (const node of document.head.querySelectorAll('style[data-emotion]')) node.remove();
  const cache = createEmotionCache();
  render(
    <CacheProvider value={cache}>
      <Box sx={sx}>styled</Box>
    </CacheProvider>,
  );
  return [...document.head.querySelectorAll(`style[data-emotion^="${cache.key}"]`)].map((node) => node.textContent).join('');
}

describe('emotion cache (ADR 0036 addendum 2026-11-29)', () => {
  it('writes flex, transitions, keyframes and placeholders unprefixed, once', () => {
    const css = cssOf({
      display: 'flex',
      flexDirection: 'column',
      transition: 'opacity 1s',
      '&::placeholder': { color: 'red' },
      '@keyframes pulse': { from: { opacity: 0 } },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('flex-direction:column;');
    expect(css).toContain('::placeholder{color:red;}');
    expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
  });

  it('still prefixes what Safari reads only prefixed', () => {
    const css = cssOf({ userSelect: 'none', backdropFilter: 'blur(4px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });
});
