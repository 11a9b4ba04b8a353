/**
 * Node entry (the shell's `prerender` environment, ADR 0023): renders the real <App/> for one
 * signed-out page, language, theme and status, waits for its lazy chunks, and returns the markup,
 * the emotion styles it used (as the <style data-emotion> tags the browser's emotion cache adopts)
 * and the status fields the render read. Only the build runs this; nothing here ships to browsers.
 */
import { prerender } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Router } from 'wouter';
import { buildStatusPayload, type StatusPayload } from '@gateway/domain';
import { initI18n, registerNamespace, setLanguage } from '@gateway/i18n';
import { primeStatus } from '@gateway/sdk';
import { createEmotionCache, setMarkupThemeMode } from '@gateway/ui/theme';
import { App } from '../app/app.tsx';
import { shellPageLoaders } from '../app/routes/shell-page-loaders.ts';
import { systemNameOf } from '../chrome/top-bar/brand.tsx';
import { isNewYearDay } from '../chrome/new-year/is-new-year-day.ts';
import { loadShellMessages, SHELL_NAMESPACE } from '../locales/load-shell-messages.ts';
import { createTrackingStorage, trackReads } from './tracking-storage.ts';
import type { PrerenderedPath, PrerenderLanguage, PrerenderTheme } from './prerender-contract.ts';

export type RenderInput = {
  path: PrerenderedPath;
  language: PrerenderLanguage;
  theme: PrerenderTheme;
  status: StatusPayload;
};

export type RenderOutput = {
  /** The inside of <div id="root">. */
  body: string;
  /** <style data-emotion="…"> tags, global styles first. */
  styles: string;
  /** The document title the app would set (AppLayout sets document.title to the site name). */
  title: string;
  /** Status fields (and mirrored storage keys) the render read. */
  reads: string[];
};

const storage = createTrackingStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

let i18nStarted: Promise<void> | undefined;

async function useLanguage(language: PrerenderLanguage): Promise<void> {
  if (i18nStarted === undefined) {
    void registerNamespace(SHELL_NAMESPACE, loadShellMessages);
    i18nStarted = initI18n({ language });
  }
  await i18nStarted;
  await setLanguage(language);
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The status a fresh install answers (defaults of every option); setup pending only on /setup. */
export function defaultStatus(path: PrerenderedPath): StatusPayload {
  return buildStatusPayload({}, { version: '', startTime: 0, setup: path !== '/setup', enableBatchUpdate: false });
}

export { isNewYearDay };

export async function renderPage({ path, language, theme, status }: RenderInput): Promise<RenderOutput> {
  await useLanguage(language);
  setMarkupThemeMode(theme);
  storage.clear();
  storage.reads.clear();
  const tracked = trackReads(status, storage);
  primeStatus(tracked);
  await shellPageLoaders[path]();

  const cache = createEmotionCache();
  // compat: collect the styles in the cache instead of writing <style> tags into the markup.
  cache.compat = true;
  storage.recording = true;
  let body: string;
  try {
    const { prelude } = await prerender(
      <CacheProvider value={cache}>
        <Router ssrPath={path} ssrSearch="">
          <App />
        </Router>
      </CacheProvider>,
    );
    body = await readStream(prelude);
  } finally {
    storage.recording = false;
  }
  const title = systemNameOf(tracked);
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles, title, reads: [...storage.reads] };
}
