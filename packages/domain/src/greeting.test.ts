import { describe, expect, it } from 'vitest';
import { type Greeting, greetingFor } from './greeting.ts';

/** Spec §9: before 11 morning; 11 to 13 noon; 13 to 18 afternoon; otherwise evening. */
describe('greetingFor', () => {
  const at = (hour: number, minute = 0) => greetingFor(hour + minute / 60);

  it.each([
    [0, 0, 'morning'],
    [6, 30, 'morning'],
    [10, 59, 'morning'],
    [11, 0, 'noon'],
    [12, 0, 'noon'],
    [12, 59, 'noon'],
    [13, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [21, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%d:%d is %s', (hour, minute, expected) => {
    expect(at(hour, minute)).toBe(expected);
  });

  it('covers every hour of the day in four contiguous blocks', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingFor(hour));
    const expected: Greeting[] = [
      ...Array<Greeting>(11).fill('morning'),
      ...Array<Greeting>(2).fill('noon'),
      ...Array<Greeting>(5).fill('afternoon'),
      ...Array<Greeting>(6).fill('evening'),
    ];
    expect(byHour).toEqual(expected);
  });
});
