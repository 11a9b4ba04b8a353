/**
 * The third-party sign-in buttons the status enables (SH-036..040). Its own lazy chunk: a site
 * with password login only never downloads it.
 */
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import GitHub from '@mui/icons-material/GitHub';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { useTranslation } from 'react-i18next';
import type { StatusPayload } from '@gateway/domain';
import { handleApiError } from '@gateway/sdk';
import { buildAuthorizeUrl, enabledOAuthMethods } from './oauth-methods.ts';
import { currentAffCode, requestOAuthState } from './oauth-api.ts';
import { TelegramLoginButton } from './telegram-login-button.tsx';

const WeChatLoginDialog = lazy(() => import('./wechat-login-dialog.tsx'));

type RedirectMethod = 'github' | 'oidc' | 'linuxdo';

const redirectIcons: Record<RedirectMethod, typeof GitHub> = { github: GitHub, oidc: KeyOutlined, linuxdo: ForumOutlined };

export default function OAuthButtons({ status }: { status: Partial<StatusPayload> }) {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState<RedirectMethod>();
  const [weChatOpen, setWeChatOpen] = useState(false);
  const methods = enabledOAuthMethods(status);
  if (methods.length === 0) return null;

  const startRedirect = async (method: RedirectMethod) => {
    setPending(method);
    try {
      const state = await requestOAuthState(currentAffCode());
      window.location.assign(buildAuthorizeUrl(method, status, state, window.location.origin));
    } catch (error) {
      // SH-037: the server says why no state was issued (e.g. the method was just turned off).
      handleApiError(error);
      setPending(undefined);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{t('login.orContinueWith')}</Divider>
      {methods.map((method) => {
        if (method === 'telegram') return <TelegramLoginButton key={method} botName={String(status.telegram_bot_name)} />;
        if (method === 'wechat') {
          return (
            <Button key={method} variant="outlined" startIcon={<QrCode2Outlined />} onClick={() => setWeChatOpen(true)}>
              {t('login.withWeChat')}
            </Button>
          );
        }
        const Icon = redirectIcons[method];
        return (
          <Button key={method} variant="outlined" startIcon={<Icon />} disabled={pending !== undefined} onClick={() => void startRedirect(method)}>
            {t(`login.with.${method}`)}
          </Button>
        );
      })}
      {weChatOpen && (
        <Suspense fallback={null}>
          <WeChatLoginDialog qrCodeUrl={typeof status.wechat_qrcode === 'string' ? status.wechat_qrcode : ''} onClose={() => setWeChatOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
