import type { cartSelectAllResponseSchema } from '@kontor/domain/cart/cart-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { changeLines } from './change-lines.ts';
import { CART_MUTATION, CART_SCOPE, cartLinesQuery, refreshCartWhenSettled } from './query-cart-lines.ts';

type CartSelection = z.output<typeof cartSelectAllResponseSchema>;

export const SELECT_ALL_CART_LINES = '{host}_trade_SelectAllCartLinesFlow';

/** `{host}_trade_SelectAllCartLinesFlow`: selects or clears every line on the current storefront. */
export function selectAllCartLines(isSelected: boolean): Promise<CartSelection> {
  return callFlow<CartSelection>(SELECT_ALL_CART_LINES, { isSelected });
}

export function useSelectAllCartLines() {
  const queryClient = useQueryClient();
  const site = useSite().code;
  const { queryKey } = cartLinesQuery(site);
  return useMutation({
    mutationKey: CART_MUTATION,
    scope: CART_SCOPE,
    mutationFn: selectAllCartLines,
    onMutate: async (isSelected) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (view) =>
        changeLines(view, site, (lines) => lines.map((l) => ({ ...l, isSelected }))),
      );
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshCartWhenSettled(queryClient),
  });
}
