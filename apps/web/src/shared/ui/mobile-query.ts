/**
 * antd's `sm` breakpoint (token `screenSM`, 576 px): below it the mobile layout applies (spec §9
 * "Mobile breakpoint: small"). Read with matchMedia rather than `Grid.useBreakpoint`, which would
 * pull antd's theme engine into the shell every route loads (DESIGN §9 budget). React-free: the
 * inline script of index.html reads it too (decision 079).
 */
export const MOBILE_QUERY = '(max-width: 575.98px)';
