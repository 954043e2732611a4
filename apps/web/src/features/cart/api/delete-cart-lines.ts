import type { cartLinesDeletedResponseSchema } from '@kontor/domain/cart/cart-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { changeLines } from './change-lines.ts';
import { CART_MUTATION, CART_SCOPE, cartLinesQuery, refreshCartWhenSettled } from './query-cart-lines.ts';

type CartLinesDeleted = z.output<typeof cartLinesDeletedResponseSchema>;

export const DELETE_CART_LINES = '{host}_trade_DeleteCartLinesFlow';

/** `{host}_trade_DeleteCartLinesFlow`: removes the caller's lines; answers how many went. */
export function deleteCartLines(ids: number[]): Promise<CartLinesDeleted> {
  return callFlow<CartLinesDeleted>(DELETE_CART_LINES, { ids });
}

export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  const site = useSite().code;
  const { queryKey } = cartLinesQuery(site);
  return useMutation({
    mutationKey: CART_MUTATION,
    scope: CART_SCOPE,
    mutationFn: deleteCartLines,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (view) =>
        changeLines(view, site, (lines) => lines.filter((l) => !ids.includes(l.id))),
      );
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshCartWhenSettled(queryClient),
  });
}
