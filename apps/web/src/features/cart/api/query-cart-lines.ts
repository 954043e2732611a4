import type { CartLine, CartView } from '@kontor/domain/cart/cart-responses';
import type { SiteCode } from '@kontor/domain/sites';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { CART_KEY } from './keys.ts';

export const QUERY_CART_LINES = '{host}_trade_QueryCartLinesFlow';

/** One line of the buyer's cart as `{host}_trade_QueryCartLinesFlow` answers it (live prices). */
export type { CartLine, CartView };

/**
 * `{host}_trade_QueryCartLinesFlow`: the caller's lines on the current storefront, grouped by shop in
 * order, with the footer's summary of the selected ones.
 */
export function queryCartLines(signal?: AbortSignal): Promise<CartView> {
  return callFlow<CartView>(QUERY_CART_LINES, {}, signal);
}

export const cartLinesQuery = (site: SiteCode) =>
  queryOptions({
    queryKey: [...CART_KEY, 'lines', site] as const,
    queryFn: ({ signal }) => queryCartLines(signal),
  });

/** Off for a visitor without a session: there is no cart to ask for. */
export function useCartLines(enabled: boolean) {
  const site = useSite();
  return useQuery({ ...cartLinesQuery(site.code), enabled });
}

/** Key shared by the cart's changes, so the cart is read again once, after the last of them. */
export const CART_MUTATION = [...CART_KEY, 'change'] as const;

/** The cart's changes reach the server one after another, in the order they were made. */
export const CART_SCOPE = { id: 'cart' };

/**
 * Reads the cart again when no other change is under way: a read between two quick changes would
 * briefly show the older quantity over the newer one.
 */
export function refreshCartWhenSettled(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: CART_MUTATION }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: CART_KEY });
}
