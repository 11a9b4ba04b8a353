/**
 * `@gateway/ui/admin-content`: admin-written content (notice, home page, about, footer) rendered
 * safely — Markdown through marked, HTML through DOMPurify — in one component every page uses.
 * This entry is small; the parser and sanitizer are a lazy chunk of their own.
 */
export { AdminContent } from './admin-content.tsx';
export type { AdminContentProps } from './admin-content.tsx';
export type { AdminContentFormat } from './render-admin-html.ts';
export { classifyAdminContent } from './classify-admin-content.ts';
export type { AdminContentKind } from './classify-admin-content.ts';
