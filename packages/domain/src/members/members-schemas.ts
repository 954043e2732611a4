/** Requests of the member calls (issue 16; spec §7 "Member, merchant, content, misc" and "Reviews" rewards). */
import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import { SITE_CODES } from '../sites.ts';
import { POINTS_REASONS } from './member-points.ts';

/** The storefront the sign-in day is counted in; the request's storefront when absent. */
const site = z.enum(SITE_CODES).optional();

export const MEMBER_ERRORS = {
  levelCode: 'members.errors.levelCode',
  month: 'members.errors.month',
  notEnoughPoints: 'members.errors.notEnoughPoints',
  subscribeNeedsEmail: 'members.errors.subscribeNeedsEmail',
} as const;

/** customer_PagingLevelManageFlow: the enabled levels of the template, a page at a time. */
export const pagingLevelManageSchema = z.object({ page: pageSchema.default({ no: 1, size: 20 }) });

/** customer_QueryLevelManageFlow: the level template with its enabled levels. */
export const queryLevelManageSchema = z.object({});

/** customer_QueryCustomerFlow: the signed-in member (level, growth value, points). */
export const queryCustomerSchema = z.object({});

/** customer_QueryLevelUpDifferenceFlow: growth value missing to the next level. */
export const queryLevelUpDifferenceSchema = z.object({});

/** marketing_QueryBenefitByLevelFunc: the benefits of one level. */
export const queryBenefitByLevelSchema = z.object({
  levelCode: textInput(16, { required: MEMBER_ERRORS.levelCode }).regex(
    /^V\d{1,2}$/,
    MEMBER_ERRORS.levelCode,
  ),
});

/** marketing_QueryCustomerBenefitByLevelFunc: benefits of every level, the member's own marked. */
export const queryCustomerBenefitByLevelSchema = z.object({});

/** {host}_customer_PagePointsRecordFlow: the member's points ledger (not shown in the spec). */
export const pagePointsRecordsSchema = z.object({
  page: pageSchema.default({ no: 1, size: 10 }),
  reason: z.enum(POINTS_REASONS).optional(),
  /** IN: what added points; OUT: what took them. */
  direction: z.enum(['IN', 'OUT']).optional(),
});

/** POST /sapi/mall-customer/customer-sign-in-log/find-sign-in-log (body plus site). */
export const findSignInLogSchema = z.object({
  site,
  /** The calendar month shown, `YYYY-MM`; the storefront's current month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MEMBER_ERRORS.month)
    .optional(),
});

/** POST /sapi/mall-customer/customer-sign-in-log/sign-in (body plus site). */
export const signInSchema = z.object({ site });

/** POST /sapi/mall-customer/customer-task/find-customer-completion-list (body plus site). */
export const findTaskCompletionSchema = z.object({ site });

const eventSite = textInput(8).optional();

/**
 * POST /sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points (body plus
 * site): a product shared; `itemId` (our addition) names it, one reward per product.
 */
export const sendShareGrowthSchema = z.object({
  growthEventType: z.literal('SHARE_PRODUCT').default('SHARE_PRODUCT'),
  itemId: idInput(),
  site: eventSite,
});

/** POST /sapi/mall-customer/follow-media/send-growth-value (body plus site): once per member. */
export const sendFollowGrowthSchema = z.object({
  growthEventType: z.literal('FOLLOW_SOCIAL_MEDIA').default('FOLLOW_SOCIAL_MEDIA'),
  site: eventSite,
});

/** POST /sapi/mall-customer/subscribe-email/send-growth-value (body plus site): once per member. */
export const sendSubscribeGrowthSchema = z.object({
  growthEventType: z.literal('SUBSCRIBE_EMAIL').default('SUBSCRIBE_EMAIL'),
  site: eventSite,
});
