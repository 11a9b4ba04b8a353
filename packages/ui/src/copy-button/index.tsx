/**
 * `@gateway/ui/copy-button`: copy-to-clipboard with the console's feedback: a "Copied: …" toast
 * on success (COM-014), a manual-copy dialog on failure (COM-015).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useCopy } from './use-copy.tsx';

export { useCopy } from './use-copy.tsx';
export type { CopyControls } from './use-copy.tsx';
export { ManualCopyDialog } from './manual-copy-dialog.tsx';
export type { ManualCopyDialogProps } from './manual-copy-dialog.tsx';
export { writeClipboard } from './clipboard.ts';

export type CopyButtonProps = {
  text: string;
  /** Visible label; without it the button is an icon with a tooltip. */
  label?: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
};

export function CopyButton({ text, label, size = 'small', disabled = false }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const { copy, dialog } = useCopy();
  const onClick = (): void => {
    void copy(text);
  };
  return (
    <>
      {label === undefined ? (
        <Tooltip title={t('copy.button')}>
          <span>
            <IconButton size={size} onClick={onClick} disabled={disabled} aria-label={t('copy.button')}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button size={size} onClick={onClick} disabled={disabled} startIcon={<ContentCopyIcon />}>
          {label}
        </Button>
      )}
      {dialog}
    </>
  );
}
