import type { PaidServiceItem } from '@kontor/domain/members/paid-service-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CART_KEY, queryCartLines } from '../../cart/index.ts';
import { createTradeContract } from '../../payments/index.ts';

/**
 * Buy a period: its SKU joins the cart (`{host}_trade_BatchCreateNewCartLinesFlow`; a line already
 * there is used as it is) and that line alone becomes a contract (`{host}_trade_CreateTradeContractFlow`),
 * which the ordinary checkout pays. Answers the contract's id.
 */
export async function buyPaidService(item: PaidServiceItem): Promise<{ id: number }> {
  const lineOf = async () => (await queryCartLines()).lines.find((l) => l.sku.id === item.skuId);
  let line = await lineOf();
  if (!line) {
    await callFlow('{host}_trade_BatchCreateNewCartLinesFlow', {
      lines: [
        {
          sku: { id: item.skuId },
          item: { id: item.itemId },
          shop: { id: item.shopId },
          seller: { id: item.sellerId },
          skuQty: 1,
        },
      ],
    });
    line = await lineOf();
  }
  if (!line) throw new Error('the membership did not reach the cart');
  return createTradeContract({ cartLineIds: [line.id] });
}

export function useBuyPaidService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyPaidService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
