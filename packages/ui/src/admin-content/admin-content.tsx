import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { AdminContentProps } from './admin-content-props.ts';

export type { AdminContentProps };

const AdminHtml = lazy(() => import('./admin-html.tsx'));

/**
 * The one way admin-written text reaches the page: Markdown through marked,
 * then DOMPurify, rendered as HTML, because admin-supplied markup must be sanitized before it is rendered. The parser and the sanitizer load on first use.
 */
export function AdminContent({ fallback = null, ...props }: AdminContentProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AdminHtml {...props} />
    </Suspense>
  );
}
