export { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PAGE_NUMBER, pageQuerySchema, toOffset, toPage } from './page-query.ts';
export type { PageSizeOption, PageQuery, Page } from './page-query.ts';
export { logCursorQuerySchema } from './log-page.ts';
export type { LogCursorQuery, LogPage } from './log-page.ts';
