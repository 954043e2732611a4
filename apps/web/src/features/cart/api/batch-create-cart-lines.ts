import type { CartLinesAdded } from '@kontor/domain/cart/cart-responses';
import type { CartLineInput } from '@kontor/domain/cart/cart-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ensureSession } from '../../../shared/session/ensure-session.ts';
import { CART_KEY } from './keys.ts';

export const BATCH_CREATE_CART_LINES = '{host}_trade_BatchCreateNewCartLinesFlow';

export type NewCartLine = Pick<
  CartLineInput,
  'sku' | 'item' | 'shop' | 'seller' | 'skuQty' | 'cartLineTypeDict'
>;

export type { CartLinesAdded };

/** `{host}_trade_BatchCreateNewCartLinesFlow`: lines join the cart of the current storefront. */
export function batchCreateCartLines(lines: NewCartLine[]): Promise<CartLinesAdded> {
  return callFlow<CartLinesAdded>(BATCH_CREATE_CART_LINES, { lines });
}

/** Add to cart (and buy again): a visitor without a session first gets a guest session. */
export function useBatchCreateCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: NewCartLine[]) => {
      await ensureSession(queryClient);
      return batchCreateCartLines(lines);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
