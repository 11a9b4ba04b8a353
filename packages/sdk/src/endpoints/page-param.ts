/**
 * The `p` to send for the console's 0-based page index. The server numbers pages from 1, as new-api
 * does (p=2 is the second page), and reads anything below 1 as the first page. So the first page
 * still goes out as p=0, the console's first load (COM-019), and page index n as n + 1.
 */
export function toRequestedPage(pageIndex: number): number {
  return pageIndex < 1 ? 0 : pageIndex + 1;
}
