import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  nextPaidServiceStatus,
  PAID_SERVICE_TRANSITIONS,
  paidPeriodDates,
} from './paid-service-status.ts';

describe('paid service periods', () => {
  it('adds calendar months, keeping the day or taking the month’s last', () => {
    expect(addCalendarMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2026-11-30T08:00:00Z'), 12).toISOString()).toBe(
      '2027-11-30T08:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2026-12-31T08:00:00Z'), 2).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
  });

  it('starts at payment, or at the current end for a renewal', () => {
    const paid = new Date('2026-03-10T12:00:00Z');
    expect(paidPeriodDates(paid, null, 'MONTHLY')).toEqual({
      startsAt: paid,
      endsAt: new Date('2026-04-10T12:00:00Z'),
    });
    // An end already past does not hold the new period back.
    expect(paidPeriodDates(paid, new Date('2026-03-01T00:00:00Z'), 'YEARLY').startsAt).toEqual(paid);
    const end = new Date('2026-03-20T00:00:00Z');
    expect(paidPeriodDates(paid, end, 'MONTHLY')).toEqual({
      startsAt: end,
      endsAt: new Date('2026-04-20T00:00:00Z'),
    });
    // Two units of a month buy two months.
    expect(paidPeriodDates(paid, null, 'MONTHLY', 2).endsAt).toEqual(new Date('2026-05-10T12:00:00Z'));
  });

  it('has one way out of ACTIVE per event and none out of an end', () => {
    expect(nextPaidServiceStatus('ACTIVE', 'REFUND')).toBe('REFUNDED');
    expect(nextPaidServiceStatus('ACTIVE', 'PERIOD_END')).toBe('ENDED');
    expect(nextPaidServiceStatus('REFUNDED', 'PERIOD_END')).toBeNull();
    expect(nextPaidServiceStatus('ENDED', 'REFUND')).toBeNull();
    expect(PAID_SERVICE_TRANSITIONS.every((t) => t.from === 'ACTIVE')).toBe(true);
  });
});
