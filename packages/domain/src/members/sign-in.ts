/**
 * The sign-in calendar (spec §7 customer-sign-in-log/find-sign-in-log, sign-in): one sign-in per
 * day, the day counted in the storefront's own time zone; consecutive days build a streak whose
 * 3rd and 7th day give a bonus, then the week starts again.
 */
import type { SiteCode } from '../sites.ts';

export const STOREFRONT_TIME_ZONES: Readonly<Record<SiteCode, string>> = {
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  ES: 'Europe/Madrid',
  SE: 'Europe/Stockholm',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
  UK: 'Europe/London',
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the storefront. */
export function storefrontDay(at: Date, site: SiteCode): string {
  return dayFormat(STOREFRONT_TIME_ZONES[site]).format(at);
}

/** The instant a storefront day begins (its local midnight), as UTC. */
export function storefrontMidnightUtc(day: string, site: SiteCode): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  // Local midnight is UTC midnight minus the zone's offset; two passes settle a DST change.
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const offsetMs = zoneOffsetMs(at, STOREFRONT_TIME_ZONES[site]);
    at = new Date(guess.getTime() - offsetMs);
  }
  return at;
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const v = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The streak after signing in on `today`: one more when the last sign-in was yesterday. */
export function nextStreak(last: { day: string; streak: number } | null, today: string): number {
  return last && last.day === previousDay(today) ? last.streak + 1 : 1;
}

export const SIGN_IN_BASE_POINTS = 2;
export const SIGN_IN_GROWTH = 1;
/** Bonus points by the day of the weekly streak cycle. */
export const SIGN_IN_STREAK_BONUS: Readonly<Record<number, number>> = { 3: 3, 7: 10 };
export const SIGN_IN_CYCLE_DAYS = 7;

/** Points for a sign-in that makes the streak `streak` days long. */
export function signInPoints(streak: number): number {
  const dayOfCycle = ((Math.max(1, streak) - 1) % SIGN_IN_CYCLE_DAYS) + 1;
  return SIGN_IN_BASE_POINTS + (SIGN_IN_STREAK_BONUS[dayOfCycle] ?? 0);
}
