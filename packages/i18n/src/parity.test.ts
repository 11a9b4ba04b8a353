// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkKeyParity, collectKeys } from './parity.ts';

describe('collectKeys', () => {
  it('lists leaves as dotted paths and treats arrays as leaves', () => {
    expect(collectKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } }, list: ['one', 'two'] })).toEqual(['a', 'b.c', 'b.d.e', 'list']);
  });
});

describe('checkKeyParity', () => {
  it('reports nothing for tables with the same keys', () => {
    expect(checkKeyParity({ a: 'A', b: { c: 'C' } }, { b: { c: '丙' }, a: '甲' })).toEqual({ onlyInEn: [], onlyInZh: [] });
  });

  it('reports keys missing on either side, sorted', () => {
    const report = checkKeyParity({ a: 'A', z: 'Z', b: { c: 'C' } }, { a: '甲', b: { d: '丁' } });
    expect(report).toEqual({ onlyInEn: ['b.c', 'z'], onlyInZh: ['b.d'] });
  });

  it('counts a string on one side and an object on the other as different keys', () => {
    expect(checkKeyParity({ a: 'A' }, { a: { b: '乙' } })).toEqual({ onlyInEn: ['a'], onlyInZh: ['a.b'] });
  });
});
