/**
 * The page's one QueryClient (shared with every remote through the react-query singleton). It is
 * created in the console chunk, so the sign-in pages never download react-query.
 */
import { createQueryClient } from '@gateway/sdk/queries';
import { session } from '@gateway/sdk';

export const queryClient = createQueryClient();

// Cached answers belong to the user who fetched them: drop them on logout or a change of account.
let cachedForUser = session.getUser()?.id;
session.subscribe(() => {
  const userId = session.getUser()?.id;
  if (userId !== cachedForUser) queryClient.clear();
  cachedForUser = userId;
});
