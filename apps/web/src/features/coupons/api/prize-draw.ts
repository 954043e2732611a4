import type { DrawPrizeContent, DrawResult } from '@kontor/domain/coupons/coupons-responses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { COUPONS_KEY, couponsKeys } from './keys.ts';

export const DRAW_PRIZE_CONTENT = '{host}_misc_DrawPrizeContentFlow';
export const DRAW_PRIZE = '{host}_misc_DrawPrizeFlow';
export const QUERY_WINNING_PRIZES = '{host}_misc_QueryWinningPrizesFlow';

/** `{host}_misc_DrawPrizeContentFlow` (spec §7): the prizes and the buyer's draws still to make. */
export const drawContentQuery = () =>
  queryOptions({
    queryKey: couponsKeys.drawContent(),
    queryFn: ({ signal }) => callFlow<DrawPrizeContent>(DRAW_PRIZE_CONTENT, {}, signal),
  });
export const useDrawContent = () => useQuery(drawContentQuery());

/** `{host}_misc_QueryWinningPrizesFlow` (spec §7): the buyer's draws with what they won. */
export const winningsQuery = () =>
  queryOptions({
    queryKey: couponsKeys.winnings(),
    queryFn: ({ signal }) => callFlow<DrawResult[]>(QUERY_WINNING_PRIZES, {}, signal),
  });
export const useWinnings = () => useQuery(winningsQuery());

/** `{host}_misc_DrawPrizeFlow` (spec §7): one draw for one paid order; the ledgers change with it. */
export function useDrawPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callFlow<DrawResult>(DRAW_PRIZE, { orderId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
