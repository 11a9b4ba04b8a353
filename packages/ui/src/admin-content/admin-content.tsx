import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AdminContentFormat } from './render-admin-html.ts';

export type AdminContentProps = {
  /** What the admin wrote (Notice, HomePageContent, About, Footer …), exactly as stored. */
  source: string;
  /** 'markdown' renders Markdown (with embedded HTML) first; 'html' only sanitizes (the footer). */
  format: AdminContentFormat;
  /** A <span> instead of a <div>. */
  inline?: boolean;
  sx?: SxProps<Theme>;
};

const AdminHtml = lazy(() => import('./admin-html.tsx'));

/**
 * The one way admin-written text reaches the page (DESIGN §6, issue 11): Markdown through marked,
 * then DOMPurify, rendered as HTML. The parser and the sanitizer load on first use.
 */
export function AdminContent({ fallback = null, ...props }: AdminContentProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AdminHtml {...props} />
    </Suspense>
  );
}
