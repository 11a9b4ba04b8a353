import { useState } from 'react';
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

/** The message box, kept at the bottom of the screen: Enter sends (not while an IME composes), Shift+Enter adds a line; Stop while a reply streams. */
export function Composer({ busy, disabled = false, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const send = () => {
    if (onSend(text)) setText('');
  };
  return (
    <Paper variant="outlined" sx={{ position: 'sticky', bottom: { xs: 8, sm: 16 }, mt: 2, p: 1.5, zIndex: 1 }}>
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
  );
}
