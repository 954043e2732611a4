import {
  type MerchantStatus,
  merchantStatusResponseSchema,
  myShopResponseSchema,
  pageSchema,
  pageShopsResponseSchema,
} from '@kontor/domain';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { merchantRepository } from './merchant-repository.ts';

/** Merchant visibility and status for the banner's merchant entry (spec §3, §4 "Merchant entry"). */
export const queryMerchantStatus = defineCall({
  kind: 'flow',
  name: '{host}_merchant_QueryMerchantStatusFlow',
  access: 'public',
  schema: z.object({}),
  response: merchantStatusResponseSchema,
  handler: async (_input, ctx): Promise<MerchantStatus> => {
    if (!ctx.user || ctx.user.isTourist) {
      return {
        isShow: false,
        isShowSettled: false,
        isShowBackground: false,
        merchantStatus: null,
        auditStatus: null,
      };
    }
    const shop = await merchantRepository.merchantFlags(ctx.db, ctx.user.id);
    return {
      isShow: true,
      isShowSettled: true,
      isShowBackground: !!shop,
      merchantStatus: (shop?.merchant_status as MerchantStatus['merchantStatus']) ?? null,
      auditStatus: (shop?.audit_status as MerchantStatus['auditStatus']) ?? 'NONE',
    };
  },
});

/** The seller console's own shop (sellers only, their shop only). */
export const sellerQueryMyShop = defineCall({
  kind: 'flow',
  name: 'seller_QueryMyShopFlow',
  access: 'seller',
  schema: z.object({}),
  response: myShopResponseSchema,
  handler: async (_input, ctx) =>
    (await merchantRepository.bySeller(ctx.db, ctx.user.id)) ?? Promise.reject(notFound()),
});

/** The platform operator's list of shops with their merchant and audit status. */
export const adminPageShops = defineCall({
  kind: 'flow',
  name: 'admin_PageShopFlow',
  access: 'operator',
  schema: z.object({ page: pageSchema.default({ no: 1, size: 20 }) }),
  response: pageShopsResponseSchema,
  handler: (input, ctx) => merchantRepository.page(ctx.db, input.page.no, input.page.size),
});

export function registerMerchantCalls(calls: CallRegistry) {
  calls.register(queryMerchantStatus, sellerQueryMyShop, adminPageShops);
}
