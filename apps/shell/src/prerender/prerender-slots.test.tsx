import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { emptyTextOf, escapeHtml, SLOT_PROBE, slotToken } from './prerender-slots.ts';

describe('escapeHtml', () => {
  it('escapes exactly as React does in text and attributes', () => {
    const html = renderToString(<p title={SLOT_PROBE}>{SLOT_PROBE}</p>);
    expect(html).toBe(`<p title="${escapeHtml(SLOT_PROBE)}">${escapeHtml(SLOT_PROBE)}</p>`);
  });
});

describe('emptyTextOf', () => {
  const token = slotToken('system_name');
  it('finds the one text an empty value renders as, at every place of the token', () => {
    expect(emptyTextOf(`<h1>Sign in to ${token}</h1><p>© ${token}</p>`, '<h1>Sign in to AI Gateway</h1><p>© AI Gateway</p>', token)).toBe('AI Gateway');
  });

  it('answers null when an empty value changes more than the token (e.g. a separator disappears)', () => {
    expect(emptyTextOf(`<p>v · ${token}</p>`, '<p>v</p>', token)).toBeNull();
    expect(emptyTextOf(`<p>${token}</p><p>${token}</p>`, '<p>A</p><p>B</p>', token)).toBeNull();
  });

  it('answers null when the token is not in the render', () => {
    expect(emptyTextOf('<p>nothing</p>', '<p>nothing</p>', token)).toBeNull();
  });
});
