import { describe, expect, it } from 'vitest';
import { classifyContent } from './classify-content.ts';

describe('classifyContent', () => {
  it('treats blank content as empty', () => {
    expect(classifyContent('  \n')).toEqual({ kind: 'empty' });
  });

  it('embeds a lone http(s) URL', () => {
    expect(classifyContent(' https://docs.example.com/home ')).toEqual({ kind: 'url', url: 'https://docs.example.com/home' });
  });

  it('does not embed other schemes or text containing a URL', () => {
    expect(classifyContent('javascript:alert(1)')).toEqual({ kind: 'markup', source: 'javascript:alert(1)' });
    expect(classifyContent('See https://example.com')).toEqual({ kind: 'markup', source: 'See https://example.com' });
  });
});
