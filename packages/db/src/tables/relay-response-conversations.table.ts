/**
 * `relay_response_conversations` (ADR 0038): a Responses API response served by converting to
 * chat completions is stored by the gateway itself (the chat upstream keeps nothing), so a later turn's
 * `previous_response_id` rebuilds the conversation and retrieve / input_items / delete answer locally.
 * One row per converted response stored with `store` not false; owner and channel live in relay_responses.
 */
export interface RelayResponseConversationsTable {
  response_id: string;
  /** JSON array: every input item of the conversation up to this turn (earlier turns' outputs included). */
  input: string;
  /** JSON: the Response object as the client received it (output items and usage). */
  response: string;
  /** Unix seconds; rows older than the retention are removed with their relay_responses row. */
  created_at: number;
}
