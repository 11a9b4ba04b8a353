import type { ReactNode } from 'react';
import { Link } from 'wouter';
import Box from '@mui/material/Box';

/**
 * An in-app text link in the theme's primary colour (MUI Link would be one more module on /login), as
 * heavy as the buttons' text: a weight of its own would cost the sign-in pages one more font lookup.
 */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box component={Link} href={href} sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 600, '&:hover': { textDecoration: 'underline' } }}>
      {children}
    </Box>
  );
}
