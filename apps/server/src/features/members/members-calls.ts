import {
  benefitByLevelResponseSchema,
  customerBenefitByLevelResponseSchema,
  enabledLevels,
  levelTemplateResponseSchema,
  levelUpDifferenceResponseSchema,
  memberCustomerResponseSchema,
  pagePointsRecordsResponseSchema,
  pagePointsRecordsSchema,
  pagingLevelManageSchema,
  pagingLevelResponseSchema,
  queryBenefitByLevelSchema,
  queryCustomerBenefitByLevelSchema,
  queryCustomerSchema,
  queryLevelManageSchema,
  queryLevelUpDifferenceSchema,
} from '@kontor/domain';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import {
  customerBenefits,
  levelTemplate,
  memberCustomer,
  memberLevelUp,
  pagePoints,
} from './members-service.ts';

// The member calls of spec §7 "Member, merchant, content, misc". The level template and the
// benefits of a level are the shop's public rules; the rest is the signed-in member's own.

export const pagingLevelManage = defineCall({
  kind: 'flow',
  name: 'customer_PagingLevelManageFlow',
  access: 'public',
  schema: pagingLevelManageSchema,
  response: pagingLevelResponseSchema,
  handler: (input) => {
    const levels = enabledLevels();
    const from = (input.page.no - 1) * input.page.size;
    return { data: levels.slice(from, from + input.page.size), total: levels.length };
  },
});

export const queryLevelManage = defineCall({
  kind: 'flow',
  name: 'customer_QueryLevelManageFlow',
  access: 'public',
  schema: queryLevelManageSchema,
  response: levelTemplateResponseSchema,
  handler: () => levelTemplate(),
});

export const queryBenefitByLevel = defineCall({
  kind: 'func',
  name: 'marketing_QueryBenefitByLevelFunc',
  access: 'public',
  schema: queryBenefitByLevelSchema,
  response: benefitByLevelResponseSchema,
  handler: (input) => {
    const level = enabledLevels().find((l) => l.levelCode === input.levelCode);
    if (!level) throw notFound();
    return { levelCode: level.levelCode, benefits: level.benefits };
  },
});

export const queryCustomer = defineCall({
  kind: 'flow',
  name: 'customer_QueryCustomerFlow',
  access: 'buyer',
  schema: queryCustomerSchema,
  response: memberCustomerResponseSchema,
  handler: (_input, ctx) => memberCustomer(ctx.db, ctx.user.id),
});

export const queryLevelUpDifference = defineCall({
  kind: 'flow',
  name: 'customer_QueryLevelUpDifferenceFlow',
  access: 'buyer',
  schema: queryLevelUpDifferenceSchema,
  response: levelUpDifferenceResponseSchema,
  handler: (_input, ctx) => memberLevelUp(ctx.db, ctx.user.id),
});

export const queryCustomerBenefitByLevel = defineCall({
  kind: 'func',
  name: 'marketing_QueryCustomerBenefitByLevelFunc',
  access: 'buyer',
  schema: queryCustomerBenefitByLevelSchema,
  response: customerBenefitByLevelResponseSchema,
  handler: (_input, ctx) => customerBenefits(ctx.db, ctx.user.id),
});

/** The member's points ledger (the spec shows the page, not its call; decision 049). */
export const pagePointsRecords = defineCall({
  kind: 'flow',
  name: '{host}_customer_PagePointsRecordFlow',
  access: 'buyer',
  schema: pagePointsRecordsSchema,
  response: pagePointsRecordsResponseSchema,
  handler: (input, ctx) => pagePoints(ctx.db, ctx.user.id, input),
});

export function registerMembersCalls(calls: CallRegistry): void {
  calls.register(
    pagingLevelManage,
    queryLevelManage,
    queryBenefitByLevel,
    queryCustomer,
    queryLevelUpDifference,
    queryCustomerBenefitByLevel,
    pagePointsRecords,
  );
}
