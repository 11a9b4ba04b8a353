/**
 * `@gateway/ui/entity-drawer`: the side panel every create/edit form lives in. The body is a
 * <form>, so Enter in a field submits; the footer holds Cancel and Save. Full width on phones.
 */
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

export type EntityDrawerProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Called on Save or Enter; validation and the API call are the caller's. */
  onSubmit: () => void;
  /** While true the buttons are disabled, Save shows progress and the drawer will not close. */
  submitting?: boolean;
  children?: ReactNode;
  /** Width on screens wider than a phone, in px. */
  width?: number;
  submitLabel?: ReactNode;
  /** Disables Save (e.g. nothing changed yet). */
  submitDisabled?: boolean;
};

export function EntityDrawer({
  open,
  title,
  onClose,
  onSubmit,
  submitting = false,
  children,
  width = 560,
  submitLabel,
  submitDisabled = false,
}: EntityDrawerProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const close = (): void => {
    if (!submitting) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: width }, maxWidth: '100vw' }, 'aria-labelledby': titleId } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} variant="h2" sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <IconButton onClick={close} disabled={submitting} aria-label={t('drawer.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5 }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={close} disabled={submitting} color="inherit">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
            {submitLabel ?? t('actions.save')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
