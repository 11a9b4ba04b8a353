import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './create-app-theme.ts';

const tones = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme contrast (WCAG AA 4.5:1, axe color-contrast)', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createAppTheme(mode);

    it(`${mode}: a filled control's label reads on its tone`, () => {
      for (const tone of tones) expect(getContrastRatio(palette[tone].main, palette[tone].contrastText), tone).toBeGreaterThanOrEqual(4.5);
    });

    it(`${mode}: an outlined control's tone and the body texts read on the paper and the page`, () => {
      for (const background of [palette.background.paper, palette.background.default]) {
        for (const tone of tones) expect(getContrastRatio(palette[tone].main, background), `${tone} on ${background}`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
