import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
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

const id = idInput();
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
      fuzzyValue: textInput(100).trim().optional(),
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
  queryParams: z.object({ fuzzyValue: textInput(100).trim().optional() }).optional(),
  timeline: orderTimelineRangeSchema,
  tradeType: z.enum(['NORMAL_POINT_REDEEM']).optional(),
});

/** bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow */
export const orderDetailSchema = z.object({
  id,
  outTradeOrderCode: textInput(64).optional(),
});

/**
 * flow `{host}_trade_QueryOrderDetailByLinkFlow` (ours, decision 063): the order of a guest's e-mail
 * link — its id and the link's signed token.
 */
export const orderByLinkSchema = z.object({ id, token: textInput(200).min(1) });

/** Payloads that name one order or package by id ("id (One)"). */
export const idSchema = z.object({ id });

/** GET /api/tms/web/express/track/waybill/query: a carrier code and a waybill number (query string). */
export const waybillQuerySchema = z.object({
  carrierCompanyCode: textInput(40).trim().min(1),
  wayBillNumber: textInput(60)
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9]+$/),
});
