/** Colour of a duration chip: green, orange or red (MUI palette names). */
export type TimeTone = 'success' | 'warning' | 'error';

/** use_time in seconds (LOG-021): under 101 s green, under 300 s orange, otherwise red. */
export function durationTone(seconds: number): TimeTone {
  if (seconds < 101) return 'success';
  if (seconds < 300) return 'warning';
  return 'error';
}

/** First-token time in milliseconds (LOG-022): under 3 s green, under 10 s orange, otherwise red. */
export function firstTokenTone(milliseconds: number): TimeTone {
  if (milliseconds < 3000) return 'success';
  if (milliseconds < 10000) return 'warning';
  return 'error';
}
