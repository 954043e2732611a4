import { useSyncExternalStore } from 'react';

/**
 * antd's `sm` breakpoint (token `screenSM`, 576 px): below it the mobile layout applies (spec §9
 * "Mobile breakpoint: small"). Read with matchMedia rather than `Grid.useBreakpoint`, which would
 * pull antd's theme engine into the shell every route loads (DESIGN §9 budget).
 */
export const MOBILE_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
