/** Time left until a deadline, never negative. */
export function remainingMs(deadlineMillis: number, now: number): number {
  return Math.max(0, deadlineMillis - now);
}

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole hours (beyond 24 when the deadline is days away), minutes and seconds; rounded down. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The pay countdown as h:m:s (spec §4): `23:05:09`, `71:00:00`, `00:00:00`. */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}
