import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './is-retryable-status.ts';
import { mapUpstreamError } from './map-upstream-error.ts';

describe('mapUpstreamError', () => {
  it('keeps a nested OpenAI error object as the vendor wrote it', () => {
    const mapped = mapUpstreamError(429, '{"error":{"message":"Rate limit reached","type":"requests","param":null,"code":"rate_limit_exceeded"}}');
    expect(mapped).toEqual({ status: 429, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' }, retryable: true });
  });

  it("uses Google's `status` as the type when there is no `type`", () => {
    const mapped = mapUpstreamError(400, '{"error":{"code":400,"message":"API key not valid.","status":"INVALID_ARGUMENT"}}');
    expect(mapped.error).toEqual({ message: 'API key not valid.', type: 'INVALID_ARGUMENT', code: 400 });
    expect(mapped.retryable).toBe(false);
  });

  it('falls back through message, msg, err, error_msg, header.message, response.error.message', () => {
    expect(mapUpstreamError(500, '{"msg":"busy"}').error.message).toBe('busy');
    expect(mapUpstreamError(500, '{"error_msg":"quota"}').error.message).toBe('quota');
    expect(mapUpstreamError(500, '{"header":{"message":"h"}}').error.message).toBe('h');
    expect(mapUpstreamError(422, '{"detail":"field required"}').error.message).toBe('field required');
    expect(mapUpstreamError(500, '{"response":{"error":{"message":"deep"}}}').error.message).toBe('deep');
    expect(mapUpstreamError(502, '{"error":"plain string"}').error).toEqual({
      message: 'plain string',
      type: 'upstream_error',
      code: 'bad_response_status_code',
      param: '502',
    });
  });

  it('answers "bad response status code N" for an unreadable body', () => {
    expect(mapUpstreamError(503, '<html>Service Unavailable</html>').error.message).toBe('bad response status code 503');
    expect(mapUpstreamError(503, '').retryable).toBe(true);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [429, true],
    [307, true],
    [500, true],
    [502, true],
    [503, true],
    [504, false],
    [524, false],
    [400, false],
    [408, false],
    [200, false],
    [401, true],
    [403, true],
    [404, true],
  ])('status %i → %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });
});
