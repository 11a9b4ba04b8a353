import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@gateway/sdk';

// The menu (Menu → Popover → Modal) only downloads when a signed-in user opens it.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** SH-014: the avatar menu with Logout when signed in, a Login item when not. */
export function UserArea({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (user === null) {
    return (
      // Medium, with the 16 px emphasis text the sign-in pages draw anyway (one font lookup less; AuthCard).
      <Button component={Link} href="/login" color="inherit" variant="outlined" sx={{ ml: 1, fontSize: '1rem' }}>
        {t('common:actions.login')}
      </Button>
    );
  }
  const name = user.display_name || user.username;
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('topBar.accountMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ ml: 0.5, flexShrink: 0 }}
      >
        {/* The initial in a circle: MUI Avatar would add a module for one letter. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 15,
            fontWeight: 600,
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Box>
      </IconButton>
      {anchor !== null && (
        <Suspense fallback={null}>
          <UserMenu anchor={anchor} user={user} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
