import { describe, expect, it } from 'vitest';
import { parseRelayJsonBody, positiveInteger } from './relay-json-body.ts';

describe('the one relay body parser', () => {
  it('takes a JSON object and refuses everything else with a reason', () => {
    expect(parseRelayJsonBody('{"model":"m"}')).toEqual({ ok: true, body: { model: 'm' } });
    expect(parseRelayJsonBody('{"model":')).toEqual({ ok: false, message: 'The request body is not valid JSON' });
    for (const text of ['null', '[]', '"text"', '42', 'true'])
      expect(parseRelayJsonBody(text)).toEqual({ ok: false, message: 'The request body must be a JSON object' });
  });

  it('reads a token limit only as a positive integer', () => {
    expect(positiveInteger(16)).toBe(16);
    for (const value of [0, -1, 1.5, '16', null, undefined, Number.NaN]) expect(positiveInteger(value)).toBeUndefined();
  });
});
