/**
 * The not-found and no-permission pages, each its own lazy chunk. Kept apart from the shell's page
 * table: the remote outlet shows them too, and the page table leads (through the sign-in pages) to
 * the console chunk that holds the outlet, so importing the table from there would close a circle.
 */
import { lazy } from 'react';
import { memoizeImport } from './memoize-import.ts';

export const NotFoundPage = lazy(memoizeImport(() => import('../../pages/not-found/not-found-page.tsx')));
export const NoPermissionPage = lazy(memoizeImport(() => import('../../pages/no-permission/no-permission-page.tsx')));
