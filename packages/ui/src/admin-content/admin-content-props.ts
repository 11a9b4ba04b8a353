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
