import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToMessage } from './zod-issues-to-message.ts';

function messageFor(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return zodIssuesToMessage(result.error);
}

describe('zodIssuesToMessage', () => {
  it('names nested fields and array positions', () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string() })) });
    expect(messageFor(schema, { items: [{ name: 1 }] })).toBe('items[0].name: must be a string');
  });

  it('describes numeric bounds and types', () => {
    expect(messageFor(z.object({ n: z.number().min(3) }), { n: 1 })).toBe('n: must be at least 3');
    expect(messageFor(z.object({ n: z.number().max(3) }), { n: 4 })).toBe('n: must be at most 3');
    expect(messageFor(z.object({ n: z.number().positive() }), { n: 0 })).toBe('n: must be greater than 0');
    expect(messageFor(z.object({ n: z.int() }), { n: 1.5 })).toBe('n: must be an integer');
  });

  it('uses the refinement text for custom issues and works without a path', () => {
    expect(
      messageFor(
        z.string().refine(() => false, { message: 'nope' }),
        'x',
      ),
    ).toBe('nope');
    expect(messageFor(z.string(), 1)).toBe('must be a string');
  });
});

describe('zodIssuesToMessage with the input', () => {
  it('reports a missing field as required even when the schema sets its own type message', () => {
    const schema = z.object({ id: z.number({ error: 'must be a number' }) });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodIssuesToMessage(result.error, {})).toBe('id: is required');
      expect(zodIssuesToMessage(schema.safeParse({ id: 'x' }).error ?? result.error, { id: 'x' })).toBe('id: must be a number');
    }
  });
});
