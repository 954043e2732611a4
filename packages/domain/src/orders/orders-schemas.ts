import { z } from 'zod';
import { pageSchema } from '../paging.ts';
import { ORDER_LIST_PAGE_SIZE } from './order-list.ts';
import { ORDER_TABS } from './order-status.ts';

export {
  ORDER_CARD_MAX_IMAGES,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_SCROLL_THRESHOLD,
  ORDER_TIMESPANS,
  type OrderTimespan,
  timespanRange,
} from './order-list.ts';

const id = z.coerce.number().int().positive();
const searchStatusValues = Object.values(ORDER_TABS) as [string, ...string[]];

export const orderTimelineRangeSchema = z
  .object({
    startTime: z.iso.datetime({ offset: true }).optional(),
    endTime: z.iso.datetime({ offset: true }).optional(),
  })
  .optional();

/** bbc_trade_LibPageTradeOrderForBuyerFlow */
export const pageOrdersSchema = z.object({
  queryParams: z
    .object({
      page: pageSchema.default({ no: 1, size: ORDER_LIST_PAGE_SIZE }),
      fuzzyValue: z.string().trim().max(100).optional(),
    })
    .default({ page: { no: 1, size: ORDER_LIST_PAGE_SIZE } }),
  searchStatus: z.object({ value: z.enum(searchStatusValues) }).default({ value: 'ALL_ORDER' }),
  deviceSource: z.enum(['PC', 'H5', 'APP']).default('PC'),
  timeline: orderTimelineRangeSchema,
  tradeType: z.enum(['NORMAL_POINT_REDEEM']).optional(),
});
export type PageOrdersInput = z.infer<typeof pageOrdersSchema>;

/** trade_QueryOrderQuantityForStatusBuyerFlow */
export const orderQuantitySchema = z.object({
  deviceSource: z.enum(['PC', 'H5', 'APP']).default('PC'),
  queryParams: z.object({ fuzzyValue: z.string().trim().max(100).optional() }).optional(),
  timeline: orderTimelineRangeSchema,
  tradeType: z.enum(['NORMAL_POINT_REDEEM']).optional(),
});

/** bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow */
export const orderDetailSchema = z.object({
  id,
  outTradeOrderCode: z.string().max(64).optional(),
});

/** Payloads that name one order or package by id ("id (One)"). */
export const idSchema = z.object({ id });
