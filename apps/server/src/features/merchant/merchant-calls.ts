import {
  adminApplicationIdSchema,
  adminApplicationSchema,
  adminChangeShopStatusSchema,
  adminPageApplicationsResponseSchema,
  adminPageApplicationsSchema,
  adminPageDecisionsResponseSchema,
  adminPageDecisionsSchema,
  adminPageShopsSchema,
  adminReviewApplicationSchema,
  adminSettingsSchema,
  type MerchantStatus,
  merchantStatusResponseSchema,
  myApplicationResponseSchema,
  myShopResponseSchema,
  pageShopsResponseSchema,
  platformSettingsSchema,
  shopSummarySchema,
  submitApplicationResponseSchema,
  submitApplicationSchema,
} from '@kontor/domain';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { applicationRepository, merchantRepository } from './merchant-repository.ts';
import {
  adminApplicationDto,
  applicationDto,
  checkSellerRights,
  merchantStatusOf,
  moveShopStatus,
  platformSettings,
  reviewApplication,
  submitApplication,
  updatePlatformSettings,
} from './merchant-service.ts';

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
    return merchantStatusOf(ctx.db, ctx.user.id);
  },
});

/** The caller's merchant application (the audit page, and the form's data after a rejection). */
export const queryMyApplication = defineCall({
  kind: 'flow',
  name: '{host}_merchant_QueryMyApplicationFlow',
  access: 'buyer',
  schema: z.object({}),
  response: myApplicationResponseSchema,
  handler: async (_input, ctx) => {
    const row = await applicationRepository.ofUser(ctx.db, ctx.user.id);
    return row ? applicationDto(row) : null;
  },
});

/** Step one of `/merchant/apply`: the company, its bank account and documents, sent for review. */
export const submitMerchantApplication = defineCall({
  kind: 'flow',
  name: '{host}_merchant_SubmitApplicationFlow',
  access: 'buyer',
  schema: submitApplicationSchema,
  response: submitApplicationResponseSchema,
  handler: (input, ctx) => submitApplication(ctx, input),
});

/** The seller console's own shop (sellers only, their shop only). */
export const sellerQueryMyShop = defineCall({
  kind: 'flow',
  name: 'seller_QueryMyShopFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: z.object({}),
  response: myShopResponseSchema,
  handler: async (_input, ctx) =>
    (await merchantRepository.bySeller(ctx.db, ctx.user.id)) ?? Promise.reject(notFound()),
});

/** The platform operator's list of shops with their merchant and audit status (optionally one status), newest first. */
export const adminPageShops = defineCall({
  kind: 'flow',
  name: 'admin_PageShopFlow',
  access: 'operator',
  schema: adminPageShopsSchema,
  response: pageShopsResponseSchema,
  handler: (input, ctx) =>
    merchantRepository.page(ctx.db, input.page.no, input.page.size, null, input.merchantStatus ?? null),
});

/** The operator moves a shop between active, frozen and cleared, with a reason. */
export const adminChangeShopStatus = defineCall({
  kind: 'flow',
  name: 'admin_ChangeShopStatusFlow',
  access: 'operator',
  schema: adminChangeShopStatusSchema,
  response: shopSummarySchema,
  handler: (input, ctx) => moveShopStatus(ctx, input),
});

/** Applications for the operator, those under review first. */
export const adminPageApplications = defineCall({
  kind: 'flow',
  name: 'admin_PageMerchantApplicationFlow',
  access: 'operator',
  schema: adminPageApplicationsSchema,
  response: adminPageApplicationsResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await applicationRepository.page(
      ctx.db,
      input.status ?? null,
      input.page.no,
      input.page.size,
    );
    return { data: rows.map(adminApplicationDto), total };
  },
});

export const adminQueryApplication = defineCall({
  kind: 'flow',
  name: 'admin_QueryMerchantApplicationFlow',
  access: 'operator',
  schema: adminApplicationIdSchema,
  response: adminApplicationSchema,
  handler: async (input, ctx) => {
    const row = await applicationRepository.byId(ctx.db, input.id);
    if (!row) throw notFound();
    return adminApplicationDto(row);
  },
});

/** Approve an application (the shop opens) or reject it with the reason the applicant reads. */
export const adminReviewApplication = defineCall({
  kind: 'flow',
  name: 'admin_ReviewMerchantApplicationFlow',
  access: 'operator',
  schema: adminReviewApplicationSchema,
  response: adminApplicationSchema,
  handler: (input, ctx) => reviewApplication(ctx, input),
});

/** The audit log: every decision of the operator, newest first. */
export const adminPageDecisions = defineCall({
  kind: 'flow',
  name: 'admin_PageOperatorDecisionFlow',
  access: 'operator',
  schema: adminPageDecisionsSchema,
  response: adminPageDecisionsResponseSchema,
  handler: (input, ctx) =>
    applicationRepository.pageDecisions(ctx.db, input.page.no, input.page.size, {
      shopId: input.shopId,
      applicantId: input.applicantId,
    }),
});

export const adminQuerySettings = defineCall({
  kind: 'flow',
  name: 'admin_QueryPlatformSettingsFlow',
  access: 'operator',
  schema: z.object({}),
  response: platformSettingsSchema,
  handler: (_input, ctx) => platformSettings(ctx.db),
});

/** Opens or closes merchant applications (the entry's settle flag follows). */
export const adminUpdateSettings = defineCall({
  kind: 'flow',
  name: 'admin_UpdatePlatformSettingsFlow',
  access: 'operator',
  schema: adminSettingsSchema,
  response: platformSettingsSchema,
  handler: (input, ctx) => updatePlatformSettings(ctx, input),
});

export function registerMerchantCalls(calls: CallRegistry) {
  calls.sellerGuard = checkSellerRights;
  calls.register(
    queryMerchantStatus,
    queryMyApplication,
    submitMerchantApplication,
    sellerQueryMyShop,
    adminPageShops,
    adminChangeShopStatus,
    adminPageApplications,
    adminQueryApplication,
    adminReviewApplication,
    adminPageDecisions,
    adminQuerySettings,
    adminUpdateSettings,
  );
}
