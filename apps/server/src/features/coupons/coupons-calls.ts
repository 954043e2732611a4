import {
  drawPrizeContentResponseSchema,
  drawPrizeContentSchema,
  drawPrizeResponseSchema,
  drawPrizeSchema,
  pageMyCouponsResponseSchema,
  pageMyCouponsSchema,
  queryWinningPrizesResponseSchema,
  queryWinningPrizesSchema,
  revealCouponPasswordResponseSchema,
  revealCouponPasswordSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { drawContent, drawPrize, pageMyCoupons, revealPassword, winnings } from './coupons-service.ts';

// The vouchers page and the prize draw (spec §2 `/buyer/my-coupons`, §7 prize draw; decision 057).
// The list and reveal calls are not shown by the spec; they are named by decision 006's convention.

export const pageMyCouponsCall = defineCall({
  kind: 'flow',
  name: '{host}_misc_PageMyCouponsFlow',
  access: 'buyer',
  schema: pageMyCouponsSchema,
  response: pageMyCouponsResponseSchema,
  handler: (input, ctx) => pageMyCoupons(ctx.db, ctx.user.id, input),
});

export const revealCouponPasswordCall = defineCall({
  kind: 'flow',
  name: '{host}_misc_RevealCouponPasswordFlow',
  access: 'buyer',
  schema: revealCouponPasswordSchema,
  response: revealCouponPasswordResponseSchema,
  handler: (input, ctx) => revealPassword(ctx.db, ctx.user.id, input.id, input.source),
});

export const drawPrizeContentCall = defineCall({
  kind: 'flow',
  name: '{host}_misc_DrawPrizeContentFlow',
  access: 'buyer',
  schema: drawPrizeContentSchema,
  response: drawPrizeContentResponseSchema,
  handler: (_input, ctx) => drawContent(ctx.db, ctx.user.id, ctx.site),
});

export const drawPrizeCall = defineCall({
  kind: 'flow',
  name: '{host}_misc_DrawPrizeFlow',
  access: 'buyer',
  schema: drawPrizeSchema,
  response: drawPrizeResponseSchema,
  handler: (input, ctx) => drawPrize(ctx.db, ctx.user.id, input.orderId),
});

export const queryWinningPrizesCall = defineCall({
  kind: 'flow',
  name: '{host}_misc_QueryWinningPrizesFlow',
  access: 'buyer',
  schema: queryWinningPrizesSchema,
  response: queryWinningPrizesResponseSchema,
  handler: (_input, ctx) => winnings(ctx.db, ctx.user.id, ctx.site),
});

export function registerCouponsCalls(calls: CallRegistry): void {
  calls.register(
    pageMyCouponsCall,
    revealCouponPasswordCall,
    drawPrizeContentCall,
    drawPrizeCall,
    queryWinningPrizesCall,
  );
}
