import type { Highlight } from './render-markdown.ts';

let loading: Promise<Highlight> | undefined;

/**
 * highlight.js core with the languages replies use most, fetched the first time a reply has a
 * code block (its own chunk: the playground opens without it). Loaded once per page.
 */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= (async () => {
    const [core, ...languages] = await Promise.all([
      import('highlight.js/lib/core'),
      import('highlight.js/lib/languages/bash'),
      import('highlight.js/lib/languages/c'),
      import('highlight.js/lib/languages/cpp'),
      import('highlight.js/lib/languages/css'),
      import('highlight.js/lib/languages/go'),
      import('highlight.js/lib/languages/java'),
      import('highlight.js/lib/languages/javascript'),
      import('highlight.js/lib/languages/json'),
      import('highlight.js/lib/languages/python'),
      import('highlight.js/lib/languages/rust'),
      import('highlight.js/lib/languages/sql'),
      import('highlight.js/lib/languages/typescript'),
      import('highlight.js/lib/languages/xml'),
      import('highlight.js/lib/languages/yaml'),
    ]);
    const hljs = core.default;
    const names = ['bash', 'c', 'cpp', 'css', 'go', 'java', 'javascript', 'json', 'python', 'rust', 'sql', 'typescript', 'xml', 'yaml'];
    names.forEach((name, index) => hljs.registerLanguage(name, languages[index]!.default));
    hljs.registerAliases(['sh', 'shell', 'zsh', 'console'], { languageName: 'bash' });
    hljs.registerAliases(['html', 'svg'], { languageName: 'xml' });
    return (code, language) => (hljs.getLanguage(language) === undefined ? undefined : hljs.highlight(code, { language, ignoreIllegals: true }).value);
  })();
  loading.catch(() => {
    // A failed chunk load is retried by the next reply with code.
    loading = undefined;
  });
  return loading;
}
