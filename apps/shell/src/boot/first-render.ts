/**
 * Decides how the app starts: hydrating the prerendered markup when the document was made for
 * exactly this visitor's state (ADR 0023), else rendering from scratch as before.
 */
import { currentLanguage } from '@gateway/i18n';
import { session, statusStore } from '@gateway/sdk';
import { readThemeMode } from '@gateway/ui/theme';
import { isNewYearDay } from '../chrome/new-year/is-new-year-day.ts';
import { PRERENDER_ATTRIBUTE, type PrerenderState } from '../prerender/prerender-contract.ts';
import { hydrationBlocker } from '../prerender/hydration-check.ts';
import { readPrerenderState } from '../prerender/read-document-state.ts';

export type FirstRender = { kind: 'hydrate'; state: PrerenderState } | { kind: 'render'; prerendered: boolean; reason?: string };

/** Resolves once the page's status request (if one runs) has settled. */
function statusSettled(): Promise<void> {
  if (!statusStore.getState().loading) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = statusStore.subscribe(() => {
      if (statusStore.getState().loading) return;
      unsubscribe();
      resolve();
    });
  });
}

export async function planFirstRender(): Promise<FirstRender> {
  const state = readPrerenderState();
  if (state === undefined) return { kind: 'render', prerendered: false };
  await statusSettled();
  const reason = hydrationBlocker(state, {
    marker: document.documentElement.getAttribute(PRERENDER_ATTRIBUTE),
    pathname: location.pathname,
    search: location.search,
    language: currentLanguage(),
    theme: readThemeMode(),
    signedIn: session.getUser() !== null,
    status: statusStore.getState().status as Record<string, unknown> | undefined,
    now: new Date(),
    isNewYearDay,
  });
  return reason === undefined ? { kind: 'hydrate', state } : { kind: 'render', prerendered: true, reason };
}

/** Shows the root again after a discarded document was replaced by a fresh render. */
export function revealRoot(): void {
  document.documentElement.removeAttribute(PRERENDER_ATTRIBUTE);
}
