import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, remainingMs } from './countdown.ts';

describe('pay countdown', () => {
  it('formats hours, minutes and seconds with two digits', () => {
    expect(formatCountdown((23 * 3600 + 5 * 60 + 9) * 1000)).toBe('23:05:09');
    expect(formatCountdown(59_999)).toBe('00:00:59');
  });

  it('keeps counting hours beyond a day', () => {
    expect(formatCountdown(3 * 24 * 3600 * 1000)).toBe('72:00:00');
    expect(countdownParts(90_061_000)).toEqual({ hours: 25, minutes: 1, seconds: 1 });
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(remainingMs(1000, 5000)).toBe(0);
    expect(remainingMs(5000, 1000)).toBe(4000);
  });
});
