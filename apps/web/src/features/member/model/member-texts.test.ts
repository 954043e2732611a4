import { describe, expect, it } from 'vitest';
import { daysOfMonth } from './member-texts.ts';

describe('daysOfMonth', () => {
  it('lists every day of a month, leap years too', () => {
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-01')[0]).toBe('2026-01-01');
  });
});
