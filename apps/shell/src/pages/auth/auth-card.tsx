import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { completeTakeover } from '../../prerender/take-over.ts';

/**
 * The centred card the sign-in, registration and setup forms sit in. Its first commit is the moment
 * the app owns a prerendered form (ADR 0036): typed values are handed over, held actions replayed.
 *
 * The signed-out pages draw three type strikes, because each distinct size and weight costs the
 * renderer a font lookup before the form can be laid out (ADR 0036 addendum): 16 px regular for text
 * and fields, 16 px at 600 for emphasis (this title, the brand, buttons, links) and 12 px for fine print
 * (the footer, the outlined fields' notch). Text on these pages inherits the body's 16 px.
 */
export function AuthCard({ title, subtitle, children, width = 420 }: { title: string; subtitle?: string; children: ReactNode; width?: number }) {
  useEffect(() => completeTakeover(document.getElementById('root')), []);
  return (
    <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
