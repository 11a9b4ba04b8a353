/**
 * `relay_responses` (ADR 0035): which channel created an OpenAI Responses API response and for
 * which user, so GET /v1/responses/{id}, its cancel, delete and input_items reach that channel (a response
 * lives at one upstream account) and only its owner may reach it.
 */
export interface RelayResponsesTable {
  /** The upstream's response id (`resp_…`). */
  response_id: string;
  user_id: number;
  channel_id: number;
  /** Unix seconds when the response was created through the relay. */
  created_at: number;
}
