/** Google's error envelope as the Gemini-native routes answer it (ADR 0048). */
export interface GoogleError {
  error: {
    code: number;
    message: string;
    status: string;
    details: Array<{ '@type': string; reason?: string; retryDelay?: string; fieldViolations?: Array<{ field: string; description: string }> }>;
  };
}

const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

/** The gateway's own code, as ErrorInfo's reason (`INVALID_TOKEN`, `MODEL_NOT_FOUND` …). */
export function errorReason(body: GoogleError): string | undefined {
  return body.error.details.find((detail) => detail['@type'] === ERROR_INFO)?.reason;
}

/** The request field a 400 names (OpenAI's `param`), from the BadRequest detail. */
export function violatedField(body: GoogleError): string | undefined {
  return body.error.details.find((detail) => detail['@type'] === BAD_REQUEST)?.fieldViolations?.[0]?.field;
}
