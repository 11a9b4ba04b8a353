import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TokenRow } from '@gateway/domain';
import { NAMESPACE } from '../../../namespace.ts';

export type TokenChoiceProps = {
  /** The chat client's name. */
  name: string;
  tokens: readonly TokenRow[];
  chosen: TokenRow;
  onChoose: (id: number) => void;
  onOpen: () => void;
};

/** The end of a key, enough to tell tokens apart without showing the secret. */
function keyTail(key: string): string {
  return `sk-…${key.slice(-4)}`;
}

/** Which API token the chat client gets, when the user has several enabled ones; then Open. */
export function TokenChoice({ name, tokens, chosen, onChoose, onOpen }: TokenChoiceProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>{t('chatLink.choose', { name })}</Typography>
      <TextField select size="small" fullWidth label={t('chatLink.token')} value={chosen.id} onChange={(event) => onChoose(Number(event.target.value))}>
        {tokens.map((token) => (
          <MenuItem key={token.id} value={token.id}>
            {t('chatLink.tokenOption', { name: token.name, key: keyTail(token.key) })}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={onOpen} sx={{ alignSelf: 'flex-start' }}>
        {t('chatLink.open', { name })}
      </Button>
    </Stack>
  );
}
