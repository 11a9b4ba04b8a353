import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { channelTypes } from '@gateway/domain';
import { responseTimeColors } from '../logic/response-time.ts';
import { responseTimeTextColor, typeLabelColor } from './channel-cells.tsx';

describe('channel chip label colours (CH-008, CH-015)', () => {
  it('puts a dark label on OpenAI green, where white reads at 3.2:1', () => {
    expect(typeLabelColor('#10a37f')).toBe('#000000');
    expect(getContrastRatio('#10a37f', typeLabelColor('#10a37f'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on a dark brand colour', () => {
    expect(typeLabelColor('#1f2937')).toBe('#ffffff');
  });

  it('every catalogue colour gets a label of at least 4.5:1', () => {
    for (const type of channelTypes) expect(getContrastRatio(type.color, typeLabelColor(type.color)), type.name).toBeGreaterThanOrEqual(4.5);
  });

  it('every response-time level reads at 4.5:1 or more, on white and on the dark paper', () => {
    for (const color of Object.values(responseTimeColors)) {
      expect(getContrastRatio(responseTimeTextColor(color, 'light'), '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(responseTimeTextColor(color, 'dark'), '#151821'), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
