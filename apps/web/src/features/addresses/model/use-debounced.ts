import { useEffect, useState } from 'react';

/** The value as it was `ms` after it last changed (spec §9: region search and autocomplete wait 300 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
