import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { storageKeys, useStatus } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { fillChatLink, parseChatLinks } from '../chat-links.ts';
import type { ChatLink } from '../chat-links.ts';

function readChats(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.chats);
  } catch {
    return null;
  }
}

/** Opens the token in one of the chat apps the admin configured (Chats option, 001 §8). */
export function ChatLinkMenu({ tokenKey }: { tokenKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const status = useStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [links, setLinks] = useState<ChatLink[]>([]);

  const open = (target: HTMLElement) => {
    const result = parseChatLinks(readChats());
    if (result.kind === 'invalid') return notify.error(t('tokens.chat.configError'));
    if (result.kind === 'none') return notify.info(t('tokens.chat.none'));
    setLinks(result.links);
    setAnchor(target);
  };
  const choose = (link: ChatLink) => {
    setAnchor(null);
    const address = status?.server_address || window.location.origin;
    window.open(fillChatLink(link.template, { address, key: tokenKey }), '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Button size="small" startIcon={<ChatOutlinedIcon />} onClick={(event) => open(event.currentTarget)}>
        {t('tokens.actions.chat')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem key={link.name} onClick={() => choose(link)}>
            {link.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
