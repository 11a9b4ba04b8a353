import { createShellRsbuildConfig } from '@gateway/mf-config';
import { HEAD_SCRIPT_ENTRY, pluginPrerender } from './scripts/prerender-plugin.ts';

// The signed-out pages are also rendered at build time and served as HTML that hydrates (ADR 0023).
export default createShellRsbuildConfig({
  scriptEntries: { [HEAD_SCRIPT_ENTRY]: './src/boot/negotiate-document.ts' },
  prerenderEntry: './src/prerender/render-page.tsx',
  plugins: [pluginPrerender()],
});
