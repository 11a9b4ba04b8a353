import { lazy, Suspense } from 'react';
import { getNotice } from '@gateway/sdk';
import { useAsyncValue } from '../../components/async/use-async-value.ts';
import { shouldShowNotice } from './notice-memory.ts';

// The dialog (and the admin-content renderer) only downloads when there is a notice to show.
const NoticeDialog = lazy(() => import('./notice-dialog.tsx'));

/**
 * Reads GET /api/notice and opens the notice dialog when the admin wrote one the reader has not
 * closed (home page and console pages). A failed read shows nothing: the notice is not essential.
 */
export function NoticeGate() {
  const notice = useAsyncValue(getNotice);
  if (notice.state !== 'ready' || !shouldShowNotice(notice.value, new Date())) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog text={notice.value} />
    </Suspense>
  );
}
