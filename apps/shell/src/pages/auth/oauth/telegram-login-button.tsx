import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@gateway/i18n';
import { formErrorMessage } from '../form-error-message.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { loginWithTelegram, type TelegramAuth } from './oauth-api.ts';

const WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
/** The widget calls a global function by name; one sign-in widget per page, so one fixed name. */
const CALLBACK_NAME = 'gatewayTelegramAuth';

/**
 * SH-040: Telegram's own login widget (an external script it renders into this box). It hands
 * back signed user fields that the server checks.
 */
export function TelegramLoginButton({ botName }: { botName: string }) {
  const { t } = useTranslation('shell');
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const holder = window as unknown as Record<string, unknown>;
    holder[CALLBACK_NAME] = (auth: TelegramAuth) => {
      loginWithTelegram(auth, currentLanguage()).then(
        (user) => completeSignIn(user),
        (failure: unknown) => setError(formErrorMessage(failure, 'shell:login.failed')),
      );
    };
    const script = document.createElement('script');
    script.src = WIDGET_URL;
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${CALLBACK_NAME}(user)`);
    script.onerror = () => setError(t('login.telegramUnavailable'));
    const box = container.current;
    box?.appendChild(script);
    return () => {
      delete holder[CALLBACK_NAME];
      if (box !== null) box.replaceChildren();
    };
  }, [botName, t]);

  return (
    <div>
      <div ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 40 }} />
      {error !== undefined && (
        <Typography variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {error}
        </Typography>
      )}
    </div>
  );
}
