/**
 * Cloudflare Turnstile (the human check, SH-045). Its script is loaded only when the status turns
 * the check on, and only by pages that render this component (its own lazy chunk).
 */
import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@gateway/ui/theme';
import { loadScript } from './load-script.ts';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widgetId: string) => void;
};

export type TurnstileWidgetProps = {
  siteKey: string;
  /** The token to send as ?turnstile=, or '' when it expired or failed. */
  onToken: (token: string) => void;
};

export default function TurnstileWidget({ siteKey, onToken }: TurnstileWidgetProps) {
  const { t } = useTranslation('shell');
  const { mode } = useThemeMode();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The callback may change between renders; the widget keeps the one it was created with.
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadScript(SCRIPT_URL).then(
      () => {
        const api = (window as typeof window & { turnstile?: TurnstileApi }).turnstile;
        if (cancelled || api === undefined || container.current === null) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          theme: mode,
          callback: (token: string) => tokenHandler.current(token),
          'expired-callback': () => tokenHandler.current(''),
          'error-callback': () => tokenHandler.current(''),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      const api = (window as typeof window & { turnstile?: TurnstileApi }).turnstile;
      if (widgetId !== undefined) api?.remove(widgetId);
    };
  }, [siteKey, mode]);

  return (
    <div>
      <div ref={container} />
      {failed && (
        <Typography variant="body2" color="error">
          {t('turnstile.loadFailed')}
        </Typography>
      )}
    </div>
  );
}
