/**
 * The fake upstream's /v1/responses behind the platform fetch: the shared fake answers
 * (`@gateway/providers/testing/responses-upstream`, also served by the Node mock of tests/fixtures) as web Responses.
 */
import { responsesEventText, responsesFollowUp, responsesJson } from '@gateway/providers/testing/responses-upstream';

export { FUNCTION_CALL_ARGUMENTS, REASONING_SUMMARY, RESPONSE_ID, RESPONSES_USAGE, responsesEventText } from '@gateway/providers/testing/responses-upstream';

/** Answers one Responses call. */
export function responsesAnswer(body: Record<string, unknown>): Response {
  if (body.stream !== true) return Response.json(responsesJson(body));
  return new Response(responsesEventText(body), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Answers a follow-up on the fake's response; undefined for any other path. */
export function responsesFollowUpAnswer(pathname: string, method: string): Response | undefined {
  const answer = responsesFollowUp(pathname, method);
  return answer === undefined ? undefined : Response.json(answer.body, { status: answer.status });
}
