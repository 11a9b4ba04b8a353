/**
 * Entry. The shell is a plain bundle (no federation on the first page, ADR 0002), so the app is
 * imported statically: Rsbuild lists its chunks as <script defer> tags and the browser fetches and
 * parses them in parallel with the HTML instead of after a JavaScript round trip.
 * The status call and the translations (start-early) and the page the address asks for (a shell
 * page, or the console and its remote for a stored login) start here too, before React renders.
 */
import './boot/zod-without-eval.ts';
import './boot/start-early.ts';
import { session } from '@gateway/sdk';
import { preloadShellPage } from './app/routes/shell-page-loaders.ts';
import { opensConsole, startConsole } from './app/routes/console-area-loader.ts';
import { startRemoteEarly } from './remotes/start-remote-early.ts';
import './bootstrap.tsx';

preloadShellPage(window.location.pathname);
// A stored login opening a console page: the console's chunk and the page's remote start now, not
// after the first render has asked for them.
if (session.getUser() !== null && opensConsole(window.location.pathname)) {
  startRemoteEarly(window.location.pathname);
  startConsole(window.location.pathname);
}
