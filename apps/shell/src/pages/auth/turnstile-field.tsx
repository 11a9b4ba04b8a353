import { lazy, Suspense } from 'react';
import type { StatusPayload } from '@gateway/domain';

const TurnstileWidget = lazy(() => import('../../components/turnstile/turnstile-widget.tsx'));

/** Whether the status asks for the human check before sign-in, registration and code requests (SH-045). */
export function turnstileSiteKey(status: Partial<StatusPayload>): string | undefined {
  const key = typeof status.turnstile_site_key === 'string' ? status.turnstile_site_key.trim() : '';
  return status.turnstile_check === true && key !== '' ? key : undefined;
}

/** Renders the Turnstile widget (script loaded on demand) when the status enables it. */
export function TurnstileField({ siteKey, onToken }: { siteKey: string | undefined; onToken: (token: string) => void }) {
  if (siteKey === undefined) return null;
  return (
    <Suspense fallback={null}>
      <TurnstileWidget siteKey={siteKey} onToken={onToken} />
    </Suspense>
  );
}
