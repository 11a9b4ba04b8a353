/** One request the fake upstream received. */
export interface RecordedUpstreamRequest {
  path: string;
  authorization: string | null;
  body: unknown;
  /** The HTTP method, where the test needs it (the Responses API follow-ups). */
  method?: string;
  /** Every header, lower-case names (recorded by the foreign origin, which checks that no credential arrived). */
  headers?: Record<string, string>;
}
