/** A fetch the egress guard refused before (or instead of) connecting; the message says why. */
export class EgressRefusedError extends Error {
  override name = 'EgressRefusedError';
}

export function isEgressRefused(error: unknown): error is EgressRefusedError {
  return error instanceof EgressRefusedError;
}
