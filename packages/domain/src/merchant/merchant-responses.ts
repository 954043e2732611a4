import { z } from 'zod';
import { CATEGORY_CODES } from '../catalog/catalog-codes.ts';
import { SHOP_CHANNEL_TYPES } from '../orders/orders-responses.ts';
import { SITE_CODES } from '../sites.ts';
import { countSchema, idOutSchema, isoTimeSchema, pagedSchema } from '../wire-schemas.ts';
import { APPLICATION_STATUSES } from './merchant-application.ts';

/** Response schemas of the merchant calls (decision 013). */

export const MERCHANT_STATUSES = ['SELLER', 'FROZEN', 'CLEARED', 'STOPPED'] as const;
export type MerchantStatusCode = (typeof MERCHANT_STATUSES)[number];
export const MERCHANT_AUDIT_STATUSES = ['NONE', 'AUDIT', 'PASS', 'REJECT'] as const;
export type MerchantAuditStatus = (typeof MERCHANT_AUDIT_STATUSES)[number];

/** {host}_merchant_QueryMerchantStatusFlow: the merchant entry flags (spec §3 "Merchant status flags"). */
export const merchantStatusResponseSchema = z.strictObject({
  isShow: z.boolean(),
  isShowSettled: z.boolean(),
  isShowBackground: z.boolean(),
  merchantStatus: z.enum(MERCHANT_STATUSES).nullable(),
  auditStatus: z.enum(MERCHANT_AUDIT_STATUSES).nullable(),
});

/** A shop with its merchant and audit status. */
export const shopSummarySchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  siteName: z.string(),
  siteAddress: z.string(),
  shopChannelType: z.enum(SHOP_CHANNEL_TYPES),
  merchantStatus: z.enum(MERCHANT_STATUSES),
  auditStatus: z.enum(MERCHANT_AUDIT_STATUSES),
  /** When the operator froze the shop (orders placed before it may still be shipped); null when not frozen. */
  frozenAt: isoTimeSchema.nullable(),
  sellerId: idOutSchema,
  sellerEmail: z.string().nullable(),
  itemCount: countSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** seller_QueryMyShopFlow */
export const myShopResponseSchema = shopSummarySchema;
/** admin_PageShopFlow */
export const pageShopsResponseSchema = pagedSchema(shopSummarySchema);

/** A merchant application as its applicant and the operator see it (decision 054). */
export const merchantApplicationSchema = z.strictObject({
  id: idOutSchema,
  status: z.enum(APPLICATION_STATUSES),
  company: z.strictObject({
    legalName: z.string(),
    registrationNumber: z.string(),
    country: z.enum(SITE_CODES),
    vatNumber: z.string(),
    // Applications before decision 067 typed the city and had no province: the ids are optional.
    provinceId: idOutSchema.optional(),
    province: z.string().optional(),
    cityId: idOutSchema.optional(),
    city: z.string(),
    districtId: idOutSchema.optional(),
    district: z.string().optional(),
    street: z.string(),
    houseNo: z.string(),
    postalCode: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    accountHolder: z.string(),
    iban: z.string(),
    category: z.enum(CATEGORY_CODES),
  }),
  documents: z.array(z.strictObject({ url: z.string(), name: z.string() })),
  rejectReason: z.string().nullable(),
  shopId: idOutSchema.nullable(),
  submittedAt: isoTimeSchema,
  reviewedAt: isoTimeSchema.nullable(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

/** {host}_merchant_QueryMyApplicationFlow: the caller's application, or null before the first. */
export const myApplicationResponseSchema = merchantApplicationSchema.nullable();
/** {host}_merchant_SubmitApplicationFlow */
export const submitApplicationResponseSchema = merchantApplicationSchema;

/** An application in the operator's list and detail: with who applied. */
export const adminApplicationSchema = merchantApplicationSchema.extend({
  applicantId: idOutSchema,
  applicantEmail: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
/** admin_PageMerchantApplicationFlow */
export const adminPageApplicationsResponseSchema = pagedSchema(adminApplicationSchema);

/** One decision of the operator (the audit log). */
export const operatorDecisionSchema = z.strictObject({
  id: idOutSchema,
  operatorEmail: z.string().nullable(),
  subjectType: z.enum(['APPLICATION', 'SHOP', 'SETTING']),
  subjectId: idOutSchema.nullable(),
  /** The shop's name or the applying company's legal name (null for a setting). */
  subjectName: z.string().nullable(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: isoTimeSchema,
});
export type OperatorDecision = z.infer<typeof operatorDecisionSchema>;
/** admin_PageOperatorDecisionFlow */
export const adminPageDecisionsResponseSchema = pagedSchema(operatorDecisionSchema);

/** admin_QueryPlatformSettingsFlow, admin_UpdatePlatformSettingsFlow */
export const platformSettingsSchema = z.strictObject({ merchantApplicationsOpen: z.boolean() });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
