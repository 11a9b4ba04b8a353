import type { ReactNode } from 'react';
import type { RemoteAppName } from '@gateway/mf-config/remote-apps';

export type ConsoleAreaProps = {
  /** Show the sidebar (signed in, not a full-page path). */
  sidebar: boolean;
  /** The remote that owns the address, if any; otherwise `children` (a shell page) is shown. */
  remote?: RemoteAppName;
  children?: ReactNode;
};
