import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { chatLinkKind, fillChatLink, parseChatEntries, type ChatEntry } from '@gateway/domain';
import { storageKeys, useStatus } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { readStorage } from '@gateway/ui/storage';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

function readChats(): string | null {
  return readStorage(storageKeys.chats);
}

/**
 * Opens the token in one of the chat apps the admin configured (the Chats option), filled by the
 * domain's chat-link rules like /chat/:id (ADR 0029): a leading `{address}` is the link's origin, filled
 * as is; script-running schemes (javascript:, data:, …) are refused, never opened.
 */
export function ChatLinkMenu({ tokenKey }: { tokenKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const status = useStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [links, setLinks] = useState<ChatEntry[]>([]);

  const open = (target: HTMLElement) => {
    const result = parseChatEntries(readChats());
    if (result.kind === 'invalid') return notify.error(t('tokens.chat.configError'));
    if (result.kind === 'none') return notify.info(t('tokens.chat.none'));
    setLinks(result.entries);
    setAnchor(target);
  };
  const choose = (entry: ChatEntry) => {
    setAnchor(null);
    const configured = typeof status?.server_address === 'string' ? status.server_address.trim() : '';
    const link = fillChatLink(entry.template, { address: configured !== '' ? configured : window.location.origin, key: tokenKey });
    if (chatLinkKind(link) === 'unsafe') return notify.error(t('tokens.chat.unsafeLink', { name: entry.name }));
    window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Button size="small" startIcon={<ChatOutlinedIcon />} onClick={(event) => open(event.currentTarget)}>
        {t('tokens.actions.chat')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((entry) => (
          <MenuItem key={entry.index} onClick={() => choose(entry)}>
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
