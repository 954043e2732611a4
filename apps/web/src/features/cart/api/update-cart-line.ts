import type { cartLineChangedResponseSchema } from '@kontor/domain/cart/cart-responses';
import type { updateCartLineSchema } from '@kontor/domain/cart/cart-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { withQuantity } from '../components/cart-lines.ts';
import { changeLines } from './change-lines.ts';
import {
  CART_MUTATION,
  CART_SCOPE,
  type CartLine,
  cartLinesQuery,
  refreshCartWhenSettled,
} from './query-cart-lines.ts';

export const UPDATE_CART_LINE = '{host}_trade_UpdateCartLineFlow';

/** A line's change as the server reads it (updateCartLineSchema). */
export type CartLineChange = z.output<typeof updateCartLineSchema>;
type CartLineChanged = z.output<typeof cartLineChangedResponseSchema>;

/** `{host}_trade_UpdateCartLineFlow`: a line's quantity or selection. */
export function updateCartLine(change: CartLineChange): Promise<CartLineChanged> {
  return callFlow<CartLineChanged>(UPDATE_CART_LINE, change);
}

function applyChanges(lines: CartLine[], changes: CartLineChange[]): CartLine[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return lines.map((line) => {
    const change = byId.get(line.id);
    if (!change) return line;
    const quantified = change.skuQty === undefined ? line : withQuantity(line, change.skuQty);
    return change.isSelected === undefined ? quantified : { ...quantified, isSelected: change.isSelected };
  });
}

/**
 * Changes lines (one, or a shop's lines together) and shows the change at once; the cart is read
 * again afterwards, and a failure puts the previous lines back.
 */
export function useUpdateCartLines() {
  const queryClient = useQueryClient();
  const site = useSite().code;
  const { queryKey } = cartLinesQuery(site);
  return useMutation({
    mutationKey: CART_MUTATION,
    scope: CART_SCOPE,
    mutationFn: (changes: CartLineChange[]) => Promise.all(changes.map(updateCartLine)),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (view) =>
        changeLines(view, site, (lines) => applyChanges(lines, changes)),
      );
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshCartWhenSettled(queryClient),
  });
}
