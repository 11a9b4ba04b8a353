/**
 * `@gateway/ui/page-frame`: the frame of every console page: breadcrumbs, an h1 title, an action
 * slot on the right (wrapping below the title on phones) and the page body.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { useTranslation } from 'react-i18next';

export type BreadcrumbItem = {
  label: string;
  /** Omit for the current page (rendered as plain text). */
  to?: string;
};

export type PageFrameProps = {
  title: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons for the whole page (create, refresh …). */
  actions?: ReactNode;
  children?: ReactNode;
};

export function PageFrame({ title, breadcrumbs, actions, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Box component="section" sx={{ px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1600, mx: 'auto', width: '100%', minWidth: 0 }}>
      {breadcrumbs !== undefined && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label={t('navigation.breadcrumbs')} sx={{ mb: 1, fontSize: '0.8125rem' }}>
          {breadcrumbs.map((item, index) =>
            item.to !== undefined && index < breadcrumbs.length - 1 ? (
              <MuiLink key={`${index}-${item.label}`} component={RouterLink} href={item.to} underline="hover" color="inherit">
                {item.label}
              </MuiLink>
            ) : (
              <Typography key={`${index}-${item.label}`} color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
                {item.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2.5 }}>
        <Typography variant="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions !== undefined && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
