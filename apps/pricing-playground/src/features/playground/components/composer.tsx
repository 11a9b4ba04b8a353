import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type ComposerProps = {
  busy: boolean;
  /** No sending at all (no enabled token: the page is on its way to /token). */
  disabled?: boolean;
  /** Sends; answers false when nothing was sent (the text is then kept). */
  onSend: (text: string) => boolean;
  onStop: () => void;
};

/**
 * The message box, kept at the bottom of the screen: Enter sends (not while an IME composes), Shift+Enter
 * adds a line; Stop while a reply streams. It sticks on a band of the page's background reaching the
 * screen's edge, so the conversation scrolling behind it never shows below or around it.
 */
export function Composer({ busy, disabled = false, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const send = () => {
    if (onSend(text)) setText('');
  };
  return (
    <Box data-composer="" sx={{ position: 'sticky', bottom: 0, zIndex: 1, pt: 2, pb: { xs: 1, sm: 2 }, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <TextField
            fullWidth
            multiline
            maxRows={8}
            size="small"
            label={t('playground.composer.label')}
            placeholder={t('playground.composer.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              if (!busy && !disabled) send();
            }}
          />
          {busy ? (
            <Button variant="outlined" color="warning" startIcon={<StopIcon />} onClick={onStop} sx={{ flexShrink: 0 }}>
              {t('playground.composer.stop')}
            </Button>
          ) : (
            <Button variant="contained" startIcon={<SendIcon />} onClick={send} disabled={disabled || text.trim() === ''} sx={{ flexShrink: 0 }}>
              {t('playground.composer.send')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
