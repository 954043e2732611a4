export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

/** Spec §9: before 11 morning; 11 to 13 noon; 13 to 18 afternoon; otherwise evening. */
export function greetingFor(hour: number): Greeting {
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
