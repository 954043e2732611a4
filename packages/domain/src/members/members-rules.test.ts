import { describe, expect, it } from 'vitest';
import {
  enabledLevels,
  extraPointsPercent,
  LEVEL_TEMPLATE,
  levelOf,
  levelUpDifference,
} from './member-levels.ts';
import {
  orderEarnedGrowth,
  orderEarnedPoints,
  pointsDiscount,
  pointsExpireAt,
  pointsToReturn,
} from './member-points.ts';
import { MEMBER_TASKS, taskState } from './member-tasks.ts';
import { nextStreak, previousDay, signInPoints, storefrontDay, storefrontMidnightUtc } from './sign-in.ts';

describe('levels', () => {
  it('lists only enabled levels, lowest first', () => {
    const codes = enabledLevels().map((l) => l.levelCode);
    expect(codes).toEqual(['V1', 'V2', 'V3', 'V4']);
    expect(LEVEL_TEMPLATE.levels.some((l) => l.levelCode === 'V5' && !l.enabled)).toBe(true);
  });

  it('reaches a level at its threshold, never a disabled one', () => {
    expect(levelOf(0).levelCode).toBe('V1');
    expect(levelOf(999).levelCode).toBe('V1');
    expect(levelOf(1000).levelCode).toBe('V2');
    expect(levelOf(999_999).levelCode).toBe('V4');
  });

  it('tells the growth value missing to the next level', () => {
    expect(levelUpDifference(750)).toMatchObject({ difference: 250, progressPercent: 75 });
    expect(levelUpDifference(750).nextLevel?.levelCode).toBe('V2');
    const top = levelUpDifference(60_000);
    expect([top.currentLevel.levelCode, top.nextLevel, top.difference, top.progressPercent]).toEqual([
      'V4',
      null,
      0,
      100,
    ]);
  });

  it('gives the extra points percent of a level', () => {
    expect(extraPointsPercent(levelOf(0))).toBe(0);
    expect(extraPointsPercent(levelOf(5000))).toBe(25);
  });
});

describe('points', () => {
  it('rounds order points up to a whole number (spec §3)', () => {
    expect(orderEarnedPoints(13_470, 'DE')).toBe(14); // 134.70 € → 13.47 → 14
    expect(orderEarnedPoints(10_000, 'DE')).toBe(10); // exactly 10, not 11
    expect(orderEarnedPoints(1, 'DE')).toBe(1);
    expect(orderEarnedPoints(0, 'DE')).toBe(0);
    expect(orderEarnedPoints(21_999, 'UK')).toBe(26); // £219.99 = 255.80 € → 25.58 → 26
    expect(orderEarnedPoints(115_000, 'SE')).toBe(10); // 1150 kr = 100 €
    expect(orderEarnedPoints(10_000, 'DE', 25)).toBe(13); // 12.5 → 13
    for (let minor = 1; minor < 5000; minor += 37)
      expect(Number.isInteger(orderEarnedPoints(minor, 'PL'))).toBe(true);
  });

  it('gives 1 growth value per whole euro paid', () => {
    expect([
      orderEarnedGrowth(3998, 'DE'),
      orderEarnedGrowth(115_000, 'SE'),
      orderEarnedGrowth(0, 'DE'),
    ]).toEqual([39, 100, 0]);
  });

  it('expires points at the storefront’s midnight ending the year after they were earned (decision 048)', () => {
    expect(pointsExpireAt(new Date('2026-03-10T12:00:00Z'), 'DE').toISOString()).toBe(
      '2027-12-31T23:00:00.000Z',
    );
    // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Berlin: earned in 2027.
    expect(pointsExpireAt(new Date('2026-12-31T23:30:00Z'), 'DE').toISOString()).toBe(
      '2028-12-31T23:00:00.000Z',
    );
    expect(pointsExpireAt(new Date('2026-12-31T23:30:00Z'), 'UK').toISOString()).toBe(
      '2028-01-01T00:00:00.000Z',
    );
  });

  it('offers the points discount only from the minimum, in steps, up to half the price', () => {
    expect(pointsDiscount({ balance: 95, payableMinor: 10_000, currency: 'EUR' })).toEqual({
      pointBalance: 95,
      minDiscountablePoint: 20,
      discountStep: 10,
      exchangeRate: 10,
      discountablePoint: 90,
      discountPoint: 90,
      discountAmountMinor: 900,
    });
    // Half of 10.00 € is 5.00 € = 50 points.
    expect(pointsDiscount({ balance: 500, payableMinor: 1000, currency: 'EUR' }).discountablePoint).toBe(50);
    expect(pointsDiscount({ balance: 19, payableMinor: 10_000, currency: 'EUR' }).discountablePoint).toBe(0);
    expect(pointsDiscount({ balance: 100, payableMinor: 10_000, currency: 'SEK' }).discountAmountMinor).toBe(
      5000,
    );
    expect(
      pointsDiscount({ balance: 100, payableMinor: 10_000, currency: 'EUR', wanted: 35 }).discountPoint,
    ).toBe(30);
    expect(
      pointsDiscount({ balance: 100, payableMinor: 10_000, currency: 'EUR', wanted: 10 }).discountPoint,
    ).toBe(0);
  });

  it('returns the points used in proportion to the refund, all of them on a full refund', () => {
    const first = pointsToReturn({
      pointsUsed: 100,
      returnedBefore: 0,
      paidMinor: 3000,
      refundedBeforeMinor: 0,
      refundMinor: 1000,
    });
    expect(first).toBe(33);
    const second = pointsToReturn({
      pointsUsed: 100,
      returnedBefore: 33,
      paidMinor: 3000,
      refundedBeforeMinor: 1000,
      refundMinor: 1000,
    });
    expect(second).toBe(33);
    const last = pointsToReturn({
      pointsUsed: 100,
      returnedBefore: 66,
      paidMinor: 3000,
      refundedBeforeMinor: 2000,
      refundMinor: 1000,
    });
    expect(first + second + last).toBe(100);
    expect(
      pointsToReturn({
        pointsUsed: 0,
        returnedBefore: 0,
        paidMinor: 3000,
        refundedBeforeMinor: 0,
        refundMinor: 3000,
      }),
    ).toBe(0);
  });
});

describe('sign-in calendar', () => {
  it('counts the day in the storefront’s time zone', () => {
    const at = new Date('2026-11-26T23:30:00Z');
    expect(storefrontDay(at, 'DE')).toBe('2026-11-27');
    expect(storefrontDay(at, 'UK')).toBe('2026-11-26');
    expect(storefrontMidnightUtc('2026-11-27', 'DE').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(storefrontMidnightUtc('2026-07-01', 'DE').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(storefrontMidnightUtc('2026-03-29', 'UK').toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('builds a streak on consecutive days and starts again after a gap', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(nextStreak(null, '2026-11-26')).toBe(1);
    expect(nextStreak({ day: '2026-11-25', streak: 4 }, '2026-11-26')).toBe(5);
    expect(nextStreak({ day: '2026-11-24', streak: 4 }, '2026-11-26')).toBe(1);
  });

  it('gives the streak bonus on the 3rd and 7th day of each week', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].map(signInPoints)).toEqual([2, 2, 5, 2, 2, 2, 12, 2, 5]);
  });
});

describe('tasks', () => {
  it('completes a once-only task with its first reward; a repeatable one stays open', () => {
    const profile = MEMBER_TASKS.find((t) => t.taskCode === 'COMPLETE_PROFILE')!;
    const review = MEMBER_TASKS.find((t) => t.taskCode === 'POST_ORDER_REVIEW')!;
    expect([taskState(profile, 0), taskState(profile, 1), taskState(review, 3)]).toEqual([
      'NOT_COMPLETED',
      'COMPLETED',
      'NOT_COMPLETED',
    ]);
  });
});
