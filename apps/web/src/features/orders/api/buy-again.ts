import type { CartLinesAdded } from '@kontor/domain/cart/cart-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CART_KEY } from '../../cart/index.ts';
import type { buyAgainLines } from '../model/action-targets.ts';

export const BATCH_CREATE_CART_LINES = '{host}_trade_BatchCreateNewCartLinesFlow';

/**
 * `{host}_trade_BatchCreateNewCartLinesFlow` for buy again: every line of an order joins the cart.
 * (The cart feature has its own add-to-cart call; features do not share internals.)
 */
export function buyAgain(lines: ReturnType<typeof buyAgainLines>): Promise<CartLinesAdded> {
  return callFlow(BATCH_CREATE_CART_LINES, { lines });
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAgain,
    // The cart page loads afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
