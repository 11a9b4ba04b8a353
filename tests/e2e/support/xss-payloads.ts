/**
 * Script-injection payloads for admin-written content. Each one, if it ever ran,
 * calls `window.__xss(n)` with its own number, so a test knows exactly which got through. They
 * cover scripts, event handlers, javascript:/vbscript:/data: URLs, SVG and MathML, frames and
 * objects, CSS, forms, meta/base tricks, entity- and case-encoded and nested variants, the classic
 * mutation-XSS shapes, and Markdown's own link and image syntax.
 */
const b64 = (text: string) => Buffer.from(text).toString('base64');

const corpus: ((n: number) => string)[] = [
  (n) => `<script>window.__xss(${n})</script>`,
  (n) => `<img src=x onerror=window.__xss(${n})>`,
  (n) => `<img src="x" onerror="window.__xss(${n})">`,
  (n) => `<IMG SRC=x OnErRoR=window.__xss(${n})>`,
  (n) => `<img/src=x/onerror=window.__xss(${n})>`,
  (n) => `<img src=\`x\` onerror=window.__xss(${n})>`,
  (n) => `<img src=x onerror="&#119;&#105;ndow.__xss(${n})">`,
  (n) => `<img src=x onerror="window['__x'+'ss'](${n})">`,
  (n) => `<img src=x onerror=eval(atob('${b64(`window.__xss(${n})`)}'))>`,
  (n) => `<img src=x onerror=window.__xss(${n})//`,
  (n) => `"><img src=x onerror=window.__xss(${n})>`,
  (n) => `<svg onload=window.__xss(${n})>`,
  (n) => `<svg/onload=window.__xss(${n})//`,
  (n) => `<svg><script>window.__xss(${n})</script></svg>`,
  (n) => `<svg><a xlink:href="javascript:window.__xss(${n})"><text x="20" y="20">svg link</text></a></svg>`,
  (n) => `<svg><animate onbegin=window.__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<svg><foreignObject><img src=x onerror=window.__xss(${n})></foreignObject></svg>`,
  (n) => `<svg></p><style><a id="</style><img src=1 onerror=window.__xss(${n})>">`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss(${n})>`,
  (n) => `<math><maction actiontype="statusline" xlink:href="javascript:window.__xss(${n})">math</maction></math>`,
  (n) => `<body onload=window.__xss(${n})>`,
  (n) => `<body onpageshow=window.__xss(${n})>`,
  (n) => `<iframe src="javascript:window.__xss(${n})"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe src="data:text/html,<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe/onload=window.__xss(${n})>`,
  (n) => `<object data="javascript:window.__xss(${n})"></object>`,
  (n) => `<object data="data:text/html,<script>parent.__xss(${n})</script>"></object>`,
  (n) => `<embed src="javascript:window.__xss(${n})">`,
  (n) => `<a href="javascript:window.__xss(${n})">plain javascript link</a>`,
  (n) => `<a href="JaVaScRiPt:window.__xss(${n})">mixed case link</a>`,
  (n) => `<a href="&#106;avascript:window.__xss(${n})">entity link</a>`,
  (n) => `<a href="jav&#x09;ascript:window.__xss(${n})">tab link</a>`,
  (n) => `<a href=" &#14; javascript:window.__xss(${n})">control link</a>`,
  (n) => `<a href="vbscript:window.__xss(${n})">vbscript link</a>`,
  (n) => `<a href="data:text/html;base64,${b64(`<script>opener.__xss(${n})</script>`)}">data link</a>`,
  (n) => `[markdown link](javascript:window.__xss(${n}))`,
  (n) => `[encoded markdown link](jav&#x61;script:window.__xss(${n}))`,
  (n) => `![markdown image](x" onerror="window.__xss(${n}))`,
  (n) => `<details open ontoggle=window.__xss(${n})><summary>details</summary></details>`,
  (n) => `<input autofocus onfocus=window.__xss(${n})>`,
  (n) => `<select autofocus onfocus=window.__xss(${n})></select>`,
  (n) => `<textarea autofocus onfocus=window.__xss(${n})></textarea>`,
  (n) => `<video><source onerror="window.__xss(${n})"></video>`,
  (n) => `<audio src=x onerror=window.__xss(${n})>`,
  (n) => `<marquee onstart=window.__xss(${n})>marquee</marquee>`,
  (n) => `<div onmouseover=window.__xss(${n})>hover target</div>`,
  (n) => `<form action="javascript:window.__xss(${n})"><input type=submit value=go></form>`,
  (n) => `<form><button formaction="javascript:window.__xss(${n})">button</button></form>`,
  (n) => `<div style="background:url(javascript:window.__xss(${n}))">css url</div>`,
  (n) => `<style>@import 'javascript:window.__xss(${n})';</style>`,
  (n) => `<link rel=stylesheet href="javascript:window.__xss(${n})">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:window.__xss(${n})">`,
  (n) => `<base href="javascript:window.__xss(${n})//"><a href="/relative">base link</a>`,
  (n) => `<scr<script>ipt>window.__xss(${n})</scr</script>ipt>`,
  (n) => `<<script>script>window.__xss(${n})<</script>/script>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=window.__xss(${n})>"></noscript>`,
  (n) => `<!--<img src="--><img src=x onerror=window.__xss(${n})//">`,
  (n) => `<template><img src=x onerror=window.__xss(${n})></template><p>after template</p>`,
  (n) => `<details><summary>s</summary><img src=x onerror=window.__xss(${n})></details>`,
  (n) => '```html\n' + `<img src=x onerror=window.__xss(${n})>` + '\n```',
  (n) => `<p>inline <code><img src=x onerror=window.__xss(${n})></code></p>`,
];

export type XssPayload = { id: number; text: string };

/** The corpus, numbered from 1. */
export const xssPayloads: readonly XssPayload[] = corpus.map((build, index) => ({ id: index + 1, text: build(index + 1) }));
