import type { Operation } from './operation.ts';
import type { OperationAdaptor } from './operation-adaptor.ts';

/** One upstream vendor: which channel types it serves and the operations it really has (absent = unsupported). */
export interface RelayProvider {
  id: string;
  specVersion: 'v1';
  /** `channels.type` values (domain channel type catalogue) this adaptor handles. */
  channelTypes: readonly number[];
  /** Used when the channel's base_url is empty. */
  defaultBaseUrl: string;
  operations: Partial<Record<Operation, OperationAdaptor>>;
}
