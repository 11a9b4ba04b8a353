import { Link } from 'wouter';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatusPayload } from '@gateway/domain';
import { MOBILE_MEDIA } from '../mobile-query.ts';

/** Our brand, shown until an admin sets SystemName / Logo (SH-017). */
export const DEFAULT_SYSTEM_NAME = 'AI Gateway';
export const DEFAULT_LOGO = '/logo.png';

export function systemNameOf(status: Partial<StatusPayload>): string {
  return typeof status.system_name === 'string' && status.system_name.trim() !== '' ? status.system_name.trim() : DEFAULT_SYSTEM_NAME;
}

export function logoOf(status: Partial<StatusPayload>): string {
  return typeof status.logo === 'string' && status.logo.trim() !== '' ? status.logo.trim() : DEFAULT_LOGO;
}

export function Brand({ status }: { status: Partial<StatusPayload> }) {
  const name = systemNameOf(status);
  return (
    <Box component={Link} href="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
      {/*
        Lazy: the renderer then fetches and decodes the logo after the first layout instead of while it
        parses the page, and React does not preload it; width and height keep its place (ADR 0036 addendum).
      */}
      <Box component="img" src={logoOf(status)} alt="" width={28} height={28} loading="lazy" sx={{ borderRadius: 1, flexShrink: 0 }} />
      <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600, [MOBILE_MEDIA]: { display: 'none' } }}>
        {name}
      </Typography>
    </Box>
  );
}
