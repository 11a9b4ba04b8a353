export { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQuerySchema, toOffset, toPage } from './page-query.ts';
export type { PageSizeOption, PageQuery, Page } from './page-query.ts';
