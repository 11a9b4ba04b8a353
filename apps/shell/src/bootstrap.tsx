/**
 * Start-up: wires the API client's one error handler to toasts, translations and the router,
 * waits for the active language's messages and renders, or hydrates a prerendered signed-out page
 * when it was made for this visitor's language, theme and status (ADR 0023). The status call, the translations and
 * the landing page were started by index.ts; nothing here waits on remotes or react-query.
 */
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from '@gateway/i18n';
import { configureApiClient } from '@gateway/sdk';
import { notifyExternal } from '@gateway/ui/notify';
import { navigate } from 'wouter/use-browser-location';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache, setMarkupThemeMode } from '@gateway/ui/theme';
import { i18nReady } from './boot/start-early.ts';
import { App } from './app/app.tsx';
import { planFirstRender, revealRoot } from './boot/first-render.ts';
import { DISCARDED, PRERENDER_ATTRIBUTE } from './prerender/prerender-contract.ts';
import { beginTakeover } from './prerender/take-over.ts';

configureApiClient({
  notifyError: notifyExternal.error,
  translate: (key, values) => i18n.t(key, values ?? {}),
  redirectToLogin: (path) => navigate(path),
});

const container = document.getElementById('root')!;
// The prerender renders with the same cache settings, so its styles and these agree (ADR 0036 addendum).
const emotionCache = createEmotionCache();

function Console() {
  return (
    <CacheProvider value={emotionCache}>
      <App />
    </CacheProvider>
  );
}

/** A document rejected for hydration stays hidden until the fresh render has committed. */
function Revealed({ children }: { children: ReactNode }) {
  useLayoutEffect(revealRoot, []);
  return children;
}

async function start(): Promise<void> {
  await i18nReady;
  const plan = await planFirstRender();
  // What the visitor typed into the prerendered form before the app arrived (ADR 0036).
  if (plan.kind === 'hydrate' || plan.prerendered) beginTakeover(container);
  if (plan.kind === 'hydrate') {
    // React renders the theme the markup was made in while hydrating (it is the visitor's: checked).
    setMarkupThemeMode(plan.state.theme);
    hydrateRoot(container, <Console />);
    return;
  }
  if (!plan.prerendered) {
    createRoot(container).render(<Console />);
    return;
  }
  document.documentElement.setAttribute(PRERENDER_ATTRIBUTE, DISCARDED);
  createRoot(container).render(
    <Revealed>
      <Console />
    </Revealed>,
  );
}

void start();
