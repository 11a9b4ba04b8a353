import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/**
 * System fonts only: a web-font download would cost the /login budget and flash on load. Every
 * family a page names before the one it finds is a font-service round trip in the browser before
 * the page's first layout, so the list starts with the system's own (ADR 0036 addendum 2026-11-29).
 */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'Arial',
  'sans-serif',
].join(',');

const palettes = {
  light: {
    primary: { main: '#4f46e5', light: '#6366f1', dark: '#4338ca', contrastText: '#ffffff' },
    secondary: { main: '#0369a1', contrastText: '#ffffff' },
    // MUI's own warning (#ed6c02) and info (#0288d1) give white labels under 4.5:1 (WCAG AA, axe color-contrast).
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    divider: 'rgba(15, 23, 42, 0.08)',
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  dark: {
    primary: { main: '#818cf8', light: '#a5b4fc', dark: '#6366f1', contrastText: '#0b0d12' },
    secondary: { main: '#38bdf8', contrastText: '#0b0d12' },
    // Light tones with dark labels: MUI's dark error (#f44336) under white text is 3.7:1.
    warning: { main: '#fbbf24', contrastText: '#0b0d12' },
    info: { main: '#38bdf8', contrastText: '#0b0d12' },
    success: { main: '#4ade80', contrastText: '#0b0d12' },
    error: { main: '#f87171', contrastText: '#0b0d12' },
    background: { default: '#0b0d12', paper: '#151821' },
    divider: 'rgba(148, 163, 184, 0.16)',
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
  },
} as const;

/**
 * The console's MUI theme: indigo primary, 10 px corners, compact controls, system fonts and a
 * dark palette tuned for contrast rather than a plain inversion.
 */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: { mode, ...palettes[mode] },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      fontSize: 14,
      h1: { fontSize: '1.5rem', fontWeight: 650, lineHeight: 1.3 },
      h2: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.35 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      h4: { fontSize: '1rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Large buttons draw 16 px at the buttons' weight, the signed-out pages' emphasis size: every distinct
        // font size and weight a page draws costs the renderer a font lookup before its first layout, and
        // those pages' submit buttons are large (their type scale: AuthCard, ADR 0036 addendum).
        styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { fontSize: '1rem' } },
      },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableCell: {
        styleOverrides: {
          head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' }),
        },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
      MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
      // A disabled field's helper text often says why it is disabled: it stays readable (text.disabled is 2.7:1 on white).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
  });
}
