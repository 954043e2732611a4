import {
  adyenDetailsSchema,
  applyContractPointsSchema,
  closePaymentRecordSchema,
  contractByIdSchema,
  contractByPayUniqueKeyResponseSchema,
  contractByPayUniqueKeySchema,
  contractPointsDiscountSchema,
  createTradeContractResponseSchema,
  createTradeContractSchema,
  findPayResultSchema,
  firstPayResponseSchema,
  firstPaySchema,
  nullResponseSchema,
  payAuthorityResponseSchema,
  payAuthoritySchema,
  payLaterAuthorizeSchema,
  paypalCaptureSchema,
  paypalStatusSchema,
  payResultSchema,
  secondaryPayResponseSchema,
  secondaryPaySchema,
  tradeContractDetailSchema,
  updateContractDeliverySchema,
  updateTradeContractAddressSchema,
} from '@kontor/domain';
import { enforce } from '../../platform/rate-limit.ts';
import { type CallRegistry, defineCall, type UserCallContext } from '../../platform/rpc.ts';
import { updateContractDelivery } from './checkout-delivery-service.ts';
import {
  closeRecord,
  completeRecord,
  contractByPayUniqueKey,
  findPayResult,
  firstPay,
  payAuthority,
  refreshRecord,
  secondaryPay,
} from './checkout-pay-service.ts';
import { applyContractPoints } from './checkout-points-service.ts';
import { contractDetail, createTradeContract, updateContractAddress } from './checkout-service.ts';

// Checkout and the pay calls (spec §7 "Payment", "Orders"; decision 038). Guests (tourist sessions)
// check out and pay too: every call takes any session and works on the caller's own rows only.

/** Payment starts per caller and minute (the same limit as the pay-later widget sessions). */
const PAY_STARTS_PER_MINUTE = 30;
const limitPayStarts = (ctx: UserCallContext) =>
  enforce(ctx.req.server.limiter, `pay-start:${ctx.user.id}`, PAY_STARTS_PER_MINUTE, 60_000);

export const createTradeContractCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_CreateTradeContractFlow',
  access: 'session',
  schema: createTradeContractSchema,
  response: createTradeContractResponseSchema,
  handler: (input, ctx) => createTradeContract(ctx.db, ctx.user, ctx.site, input),
});

export const updateTradeContractAddressCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_UpdateTradeContractAddressFlow',
  access: 'session',
  schema: updateTradeContractAddressSchema,
  response: nullResponseSchema,
  handler: (input, ctx) => updateContractAddress(ctx.db, ctx.user.id, input),
});

/** The points discount of the buyer's unpaid contract (decision 050). */
export const applyContractPointsCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_ApplyTradeContractPointsFlow',
  access: 'session',
  schema: applyContractPointsSchema,
  response: contractPointsDiscountSchema,
  handler: (input, ctx) => applyContractPoints(ctx.db, ctx.user.id, input),
});

/** One order's delivery option and its lines' insurance, priced by the server (decision 066). */
export const updateContractDeliveryCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_UpdateTradeContractDeliveryFlow',
  access: 'session',
  schema: updateContractDeliverySchema,
  response: nullResponseSchema,
  handler: (input, ctx) => updateContractDelivery(ctx.db, ctx.user.id, input),
});

export const contractDetailCall = defineCall({
  kind: 'func',
  name: 'trade_QueryAndValidateTradeContractDetailByIdFunc',
  access: 'session',
  schema: contractByIdSchema,
  response: tradeContractDetailSchema,
  handler: (input, ctx) => contractDetail(ctx.db, ctx.user.id, input.id),
});

export const payAuthorityCall = defineCall({
  kind: 'flow',
  name: 'pay_AuthorityFlow',
  access: 'session',
  schema: payAuthoritySchema,
  response: payAuthorityResponseSchema,
  handler: async (input, ctx) => {
    await limitPayStarts(ctx);
    return payAuthority(ctx.db, ctx, ctx.user, ctx.language, input);
  },
});

export const firstPayCall = defineCall({
  kind: 'flow',
  name: 'trade_FirstPayFlow',
  access: 'session',
  schema: firstPaySchema,
  response: firstPayResponseSchema,
  handler: async (input, ctx) => {
    await limitPayStarts(ctx);
    return firstPay(ctx.db, ctx, ctx.user, ctx.language, input);
  },
});

export const secondaryPayCall = defineCall({
  kind: 'flow',
  name: 'trade_SecondaryPayFlow',
  access: 'session',
  schema: secondaryPaySchema,
  response: secondaryPayResponseSchema,
  handler: (input, ctx) => secondaryPay(ctx.db, ctx.user.id, input.contractId),
});

export const closePaymentRecordCall = defineCall({
  kind: 'flow',
  name: 'trade_ClosePaymentRecordAfterConfirmFlow',
  access: 'session',
  schema: closePaymentRecordSchema,
  response: payResultSchema,
  handler: (input, ctx) => closeRecord(ctx.db, ctx, ctx.user.id, input.paymentRecordId, input.payUniqueKey),
});

export const findPayResultCall = defineCall({
  kind: 'flow',
  name: 'pay_FindPayAndChannelResultFlow',
  access: 'session',
  schema: findPayResultSchema,
  response: payResultSchema,
  handler: (input, ctx) => findPayResult(ctx.db, ctx, ctx.user.id, input),
});

export const paypalStatusCall = defineCall({
  kind: 'flow',
  name: 'pay_QueryPaymentOrderStatusForPaypalFlow',
  access: 'session',
  schema: paypalStatusSchema,
  response: payResultSchema,
  handler: (input, ctx) =>
    input.token
      ? completeRecord(
          ctx.db,
          ctx,
          ctx.user.id,
          input.paymentRecordId,
          {
            token: input.token,
            ...(input.PayerID ? { payerId: input.PayerID } : {}),
          },
          'wallet',
        )
      : refreshRecord(ctx.db, ctx, ctx.user.id, input.paymentRecordId),
});

export const contractByPayUniqueKeyCall = defineCall({
  kind: 'func',
  name: 'bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc',
  access: 'session',
  schema: contractByPayUniqueKeySchema,
  response: contractByPayUniqueKeyResponseSchema,
  handler: (input, ctx) => contractByPayUniqueKey(ctx.db, ctx.user.id, input.payUniqueKey),
});

export const paypalCaptureCall = defineCall({
  kind: 'func',
  name: '{host}_finance_PaypalPaymentCaptureFunc',
  access: 'session',
  schema: paypalCaptureSchema,
  response: payResultSchema,
  handler: (input, ctx) =>
    completeRecord(
      ctx.db,
      ctx,
      ctx.user.id,
      input.paymentRecordId,
      {
        token: input.gatewaySerialNo,
        ...(input.payerId ? { payerId: input.payerId } : {}),
      },
      'wallet',
    ),
});

export const adyenDetailsCall = defineCall({
  kind: 'func',
  name: '{host}_finance_AdyenPaymentsDetailsFunc',
  access: 'session',
  schema: adyenDetailsSchema,
  response: payResultSchema,
  handler: (input, ctx) => {
    const d = input.details ?? {};
    const details: Record<string, unknown> = {};
    if (d.redirectResult) details.redirectResult = d.redirectResult;
    if (d.sessionResult ?? input.sessionResult)
      details.sessionResult = d.sessionResult ?? input.sessionResult;
    if (d.payload) details.payload = d.payload;
    return completeRecord(ctx.db, ctx, ctx.user.id, input.paymentRecordId, details, 'hosted_checkout');
  },
});

export const payLaterAuthorizeCall = defineCall({
  kind: 'flow',
  name: '{host}_finance_AffirmAuthorizeFlow',
  access: 'session',
  schema: payLaterAuthorizeSchema,
  response: payResultSchema,
  handler: (input, ctx) =>
    completeRecord(
      ctx.db,
      ctx,
      ctx.user.id,
      input.paymentRecordId,
      {
        authorizationToken: input.authorizationToken ?? input.checkoutToken,
      },
      'pay_later',
    ),
});

export function registerCheckoutCalls(calls: CallRegistry) {
  calls.register(
    createTradeContractCall,
    updateTradeContractAddressCall,
    applyContractPointsCall,
    updateContractDeliveryCall,
    contractDetailCall,
    payAuthorityCall,
    firstPayCall,
    secondaryPayCall,
    closePaymentRecordCall,
    findPayResultCall,
    paypalStatusCall,
    contractByPayUniqueKeyCall,
    paypalCaptureCall,
    adyenDetailsCall,
    payLaterAuthorizeCall,
  );
}
