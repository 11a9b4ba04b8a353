import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { TokenRow } from '@gateway/domain';
import { tokensQuery } from '@gateway/sdk/queries';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { ENABLED_TOKEN_PAGE, enabledTokens, NO_TOKEN_REDIRECT_MS } from './find-enabled-token.ts';

/**
 * Where the enabled-token check stands: `idle` while not asked (a visitor), `loading`, `ready` with
 * the first enabled token and all of them, `none` (the user was told and is on the way to /token),
 * or `failed` (the token list could not be read; the console's error handler has said why).
 */
export type EnabledTokenState = { status: 'idle' | 'loading' | 'none' | 'failed' } | { status: 'ready'; token: TokenRow; tokens: TokenRow[] };

/**
 * The enabled-token requirement of the playground and the chat pages (PP-029…031): a user needs an enabled token to try models;
 * reads the first 100 own tokens; with none enabled, says so and moves to /token after 1.5 s.
 * Shared by features/playground and features/chat: one check, one message.
 */
export function useEnabledToken({ enabled = true }: { enabled?: boolean } = {}): EnabledTokenState {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [, navigate] = useLocation();
  const query = useQuery({ ...tokensQuery(ENABLED_TOKEN_PAGE), enabled });
  const tokens = query.data === undefined ? [] : enabledTokens(query.data.items);
  const token = tokens[0];
  const none = query.data !== undefined && token === undefined;

  useEffect(() => {
    if (!none) return;
    // It explains the move to /token: it belongs to that page, not to this one.
    notify.error(t('enabledToken.none'), { key: 'enabled-token', page: '/token' });
    const timer = setTimeout(() => navigate('/token'), NO_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [none, notify, t, navigate]);

  if (!enabled) return { status: 'idle' };
  if (token !== undefined) return { status: 'ready', token, tokens };
  if (none) return { status: 'none' };
  return { status: query.isError ? 'failed' : 'loading' };
}
