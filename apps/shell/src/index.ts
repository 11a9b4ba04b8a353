/**
 * Entry. The shell is a plain bundle (no federation on the first page, ADR 0002), so the app is
 * imported statically: Rsbuild lists its chunks as <script defer> tags and the browser fetches and
 * parses them in parallel with the HTML instead of after a JavaScript round trip.
 * The status call and the translations (start-early) and the page the address asks for (a shell
 * page here; the console and its remote for a stored login in start-early) start before React renders.
 */
import './boot/zod-without-eval.ts';
import './boot/start-early.ts';
import { preloadShellPage } from './app/routes/shell-page-loaders.ts';
import './bootstrap.tsx';

preloadShellPage(window.location.pathname);
