import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessageKey } from './errors.ts';

describe('issueMessageKey', () => {
  const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

  it("keeps our schemas' own message keys", () => {
    const [issue] = issues(z.string().min(2, 'addresses.errors.nameShort'), 'x');
    expect(issueMessageKey(issue!)).toBe('addresses.errors.nameShort');
  });

  it("turns zod's built-in English texts into the generic keys", () => {
    const schema = z.object({ a: z.string(), b: z.enum(['x', 'y']), c: z.number().max(3), d: z.string() });
    const byPath = Object.fromEntries(
      issues(schema, { b: 'q', c: 9, d: 5 }).map((i) => [i.path.join('.'), issueMessageKey(i)]),
    );
    expect(byPath).toEqual({
      a: 'forms.required',
      b: 'forms.invalid',
      c: 'forms.invalid',
      d: 'forms.invalid',
    });
  });

  it('knows a missing value from the reported input, for every kind of schema', () => {
    const schema = z.object({ a: z.string(), b: z.enum(['x', 'y']), c: z.enum(['x']), d: z.number() });
    const keys = schema.safeParse({ d: 'x' }, { reportInput: true }).error!.issues.map(issueMessageKey);
    expect(keys).toEqual(['forms.required', 'forms.required', 'forms.required', 'forms.invalid']);
  });

  it('does not take a sentence with a dot for a key', () => {
    expect(issueMessageKey({ code: 'custom', message: 'Too big. Try again' })).toBe('forms.invalid');
  });
});
