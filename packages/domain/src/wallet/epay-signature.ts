import { md5Hex } from './md5.ts';

/**
 * The Epay ("易支付") signature: parameters sorted by name, `sign`, `sign_type` and empty values
 * left out, joined as k=v with '&', the merchant key appended, MD5 in lowercase hex.
 */
export function epaySignature(params: Readonly<Record<string, string>>, key: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && (params[name] ?? '') !== '')
    .sort()
    .map((name) => `${name}=${params[name] ?? ''}`)
    .join('&');
  return md5Hex(text + key);
}

/** `params` plus their `sign` and `sign_type: 'MD5'`. */
export function signEpayParams(params: Readonly<Record<string, string>>, key: string): Record<string, string> & { sign: string; sign_type: 'MD5' } {
  return { ...params, sign: epaySignature(params, key), sign_type: 'MD5' };
}

/** Whether a notify's `sign` matches its other parameters; compares every character. */
export function verifyEpaySignature(params: Readonly<Record<string, string>>, key: string): boolean {
  const given = (params['sign'] ?? '').toLowerCase();
  if (key === '' || given.length !== 32) return false;
  const expected = epaySignature(params, key);
  let difference = 0;
  for (let index = 0; index < 32; index++) difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  return difference === 0;
}
