/**
 * `edge_applied_messages` (ADR 0037): a usage-queue message id per row, written in the same D1 batch
 * as the writes the message carries, so a redelivery fails on the key and bills nothing.
 */
export interface EdgeAppliedMessagesTable {
  /** The message's id (a UUID chosen by the producer). */
  id: string;
  /** Unix seconds when it was applied; rows older than the queue's redelivery window are pruned. */
  applied_at: number;
}
