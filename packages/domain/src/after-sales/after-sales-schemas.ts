import { z } from 'zod';
import { idInput, idListText, moneyInput, qtyInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import {
  AFTER_SALES_IMAGES_MAX,
  AFTER_SALES_LIST_PAGE_SIZE,
  AFTER_SALES_REMARK_MAX,
} from './after-sales-limits.ts';
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES } from './after-sales-status.ts';
import { refuseRepeatedLines } from './line-choice.ts';

// The limits live in a module without zod, so the list page loads no schema (decision 071).
export {
  AFTER_SALES_IMAGE_MAX_BYTES,
  AFTER_SALES_IMAGES_MAX,
  AFTER_SALES_LIST_PAGE_SIZE,
  AFTER_SALES_PAGER_THRESHOLD,
  AFTER_SALES_REMARK_MAX,
} from './after-sales-limits.ts';

const id = idInput();

/** A parcel's tracking number as the buyer or seller types it: letters and digits, at most 40. */
const trackingNumber = () =>
  textInput(200, {
    required: 'afterSales.errors.trackingRequired',
    tooLong: 'afterSales.errors.trackingFormat',
  })
    .trim()
    .min(1, 'afterSales.errors.trackingRequired')
    .max(40, 'afterSales.errors.trackingFormat')
    .regex(/^[A-Za-z0-9]*$/, 'afterSales.errors.trackingFormat');

/** Money input `{value, currency}`: value with at most two decimals, not negative, bounded (input-fields). */
export const moneyInputSchema = (requiredMessage: string) =>
  moneyInput(requiredMessage, 'afterSales.errors.amountFormat');

const qtySchema = qtyInput({ min: 'afterSales.errors.qtyMin', maxMessage: 'afterSales.errors.qtyMax' });

const lineRef = z.object({ id }, { error: 'afterSales.errors.lineRequired' });

/** One attachment: an uploaded file's URL (our own uploads only; the server checks ownership). */
const fileSchema = z.object({ url: textInput(500).trim().min(1) });

export const submitRemarkSchema = z
  .object({
    entityType: z.literal('BUYER').default('BUYER'),
    remark: textInput(AFTER_SALES_REMARK_MAX, { tooLong: 'afterSales.errors.remarkTooLong' }).default(''),
    attachmentList: z
      .object({
        files: z.array(fileSchema).max(AFTER_SALES_IMAGES_MAX, 'afterSales.errors.tooManyImages').default([]),
      })
      .default({ files: [] }),
  })
  .optional();

export const applyLineSchema = z.object({
  tradeOrderLine: lineRef,
  reverseQty: qtySchema,
  applyRefundAmt: moneyInputSchema('afterSales.errors.refundAmountRequired').optional(),
  derivativeSku: z.object({ id }).nullish(),
});

const linesSchema = z
  .array(applyLineSchema, { error: 'afterSales.errors.linesRequired' })
  .min(1, 'afterSales.errors.linesRequired')
  .max(200);

const reasonSchema = textInput(240, {
  required: 'afterSales.errors.reasonRequired',
  tooLong: 'afterSales.errors.reasonRequired',
})
  .trim()
  .min(1, 'afterSales.errors.reasonRequired')
  .max(60, 'afterSales.errors.reasonRequired');

/**
 * The application (spec §3 "After-sales submit payload"), used by the refund, return and exchange
 * create calls and by the web form. Limits that depend on the order (canReverseQty, the available
 * refund amount) are checked with `applyLimitErrors`.
 */
export const submitApplySchema = z
  .object({
    reverseTradeOrderType: z.enum(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']),
    tradeOrder: z.object({ id }),
    reverseReason: reasonSchema,
    applyRefundAmt: moneyInputSchema('afterSales.errors.refundAmountRequired').optional(),
    submitRemark: submitRemarkSchema,
    reverseTradeOrderLineList: linesSchema,
  })
  .superRefine((v, ctx) => {
    if (v.reverseTradeOrderType !== 'SALE_EXCHANGE' && !v.applyRefundAmt) {
      ctx.addIssue({
        code: 'custom',
        path: ['applyRefundAmt', 'value'],
        message: 'afterSales.errors.refundAmountRequired',
      });
    }
    if (v.reverseTradeOrderType === 'SALE_EXCHANGE') {
      v.reverseTradeOrderLineList.forEach((l, i) => {
        if (!l.derivativeSku)
          ctx.addIssue({
            code: 'custom',
            path: ['reverseTradeOrderLineList', i, 'derivativeSku'],
            message: 'afterSales.errors.exchangeSkuRequired',
          });
      });
    }
    refuseRepeatedLines(v.reverseTradeOrderLineList, ctx);
  });
export type SubmitApplyInput = z.infer<typeof submitApplySchema>;

/** The per-type create calls: the type is implied by the call, so it may be omitted. */
export const submitApplyForType = (type: 'SALE_REFUND' | 'SALE_RETURN' | 'SALE_EXCHANGE') =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, reverseTradeOrderType: type } : v),
    submitApplySchema,
  );

/** Order-dependent limits of an application: quantity ≤ canReverseQty, amount ≤ available. */
export function applyLimitErrors(
  input: Pick<SubmitApplyInput, 'applyRefundAmt' | 'reverseTradeOrderLineList' | 'reverseTradeOrderType'>,
  limits: { availableRefundMinor: number; maxQtyByLine: ReadonlyMap<number, number> },
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  input.reverseTradeOrderLineList.forEach((l, i) => {
    const max = limits.maxQtyByLine.get(l.tradeOrderLine.id);
    if (max === undefined || max <= 0) {
      errors.push({
        path: `reverseTradeOrderLineList.${i}.tradeOrderLine.id`,
        message: 'afterSales.errors.lineNotReversible',
      });
    } else if (l.reverseQty > max) {
      errors.push({ path: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'afterSales.errors.qtyMax' });
    }
  });
  if (input.reverseTradeOrderType !== 'SALE_EXCHANGE' && input.applyRefundAmt) {
    const [whole, frac = ''] = input.applyRefundAmt.value.split('.');
    const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    if (minor > limits.availableRefundMinor)
      errors.push({ path: 'applyRefundAmt.value', message: 'afterSales.errors.amountTooHigh' });
  }
  return errors;
}

/** trade_RenderReverseTradeOrderForApplyFlow */
export const renderApplySchema = z.object({
  tradeOrder: z.object({ id }),
  reverseTradeOrderLineList: z
    .array(z.object({ tradeOrderLine: z.object({ id }), reverseQty: qtySchema.optional() }))
    .max(200)
    .optional(),
  reverseTradeOrderType: z.enum(AFTER_SALES_TYPES).optional(),
});
export type RenderApplyInput = z.infer<typeof renderApplySchema>;

/** bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow: all lines, full quantity, full paid amount. */
export const cancelUnDeliverySchema = z.object({
  tradeOrder: z.object({ id }),
  reverseReason: textInput(60).trim().optional(),
  submitRemark: submitRemarkSchema,
  reverseTradeOrderLineList: z.array(z.unknown()).max(200).optional(),
  applyRefundAmt: z.unknown().optional(),
  reverseTradeOrderType: z.literal('SALE_CANCEL_BEFORE_DELIVERY').optional(),
});

/** trade_InitiateReverseTradeOrderForCancelFlow (cancel after payment): the order's lines at full quantity. */
export const cancelAfterPaidSchema = z.object({
  tradeOrder: z.object({ id }),
  reverseTradeOrderLineList: z
    .array(z.object({ tradeOrderLine: lineRef, reverseQty: qtySchema }), {
      error: 'afterSales.errors.linesRequired',
    })
    .min(1, 'afterSales.errors.linesRequired')
    .max(200),
  reverseReason: textInput(60).trim().optional(),
  submitRemark: submitRemarkSchema,
});

const STATUS_OR_GROUP = /^[A-Z_]{2,40}$/;

/** trade_PageReverseOrderFlow */
export const pageReverseOrdersSchema = z.object({
  keyword: textInput(64).trim().optional(),
  applied: textInput(40).trim().regex(STATUS_OR_GROUP).optional().or(z.literal('')),
  reverseOrderId: idListText().optional().or(z.literal('')),
  tradeOrderId: id.optional(),
  skuId: id.optional(),
  page: pageSchema.default({ no: 1, size: AFTER_SALES_LIST_PAGE_SIZE }),
});
export type PageReverseOrdersInput = z.infer<typeof pageReverseOrdersSchema>;

/** {host}_trade_QueryReverseOrdersByOrderSkuFlow */
export const reverseOrdersByOrderSkuSchema = z.object({ tradeOrderId: id, skuId: id });

/** Calls naming one after-sales order. */
export const reverseOrderIdSchema = z.object({ id });

/** trade_PostBackReverseTradeOrderFlow (spec §5 "Return shipping"). */
export const postBackSchema = z.object({
  id,
  fulfillmentProgressList: z
    .array(
      z.object({
        serviceCode: trackingNumber(),
        fulfillmentServiceProvider: z.object(
          {
            id: idInput('afterSales.errors.carrierRequired'),
          },
          { error: 'afterSales.errors.carrierRequired' },
        ),
      }),
      { error: 'afterSales.errors.carrierRequired' },
    )
    .min(1, 'afterSales.errors.carrierRequired')
    .max(1),
  returnMode: z.literal('SELF_DELIVERY').default('SELF_DELIVERY'),
});
export type PostBackInput = z.infer<typeof postBackSchema>;

/** bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow */
export const exchangeItemsSchema = z.object({
  diyItemId: id,
  tradeOrderLine: z.object({ id }).optional(),
});

/** seller_PageReverseOrderFlow */
export const sellerPageReverseOrdersSchema = z.object({
  page: pageSchema.default({ no: 1, size: AFTER_SALES_LIST_PAGE_SIZE }),
  status: z.enum(AFTER_SALES_STATUSES).optional(),
});

/** seller_AuditReverseOrderFlow */
export const sellerAuditSchema = z
  .object({
    id,
    approve: z.boolean(),
    auditRejectReason: textInput(AFTER_SALES_REMARK_MAX * 4)
      .trim()
      .max(AFTER_SALES_REMARK_MAX, 'afterSales.errors.remarkTooLong')
      .optional(),
    changeType: z.literal('SALE_REFUND').optional(),
    refundAmt: moneyInputSchema('afterSales.errors.refundAmountRequired').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.auditRejectReason)
      ctx.addIssue({
        code: 'custom',
        path: ['auditRejectReason'],
        message: 'afterSales.errors.rejectReasonRequired',
      });
  });

/** seller_ReceiveReturnFlow (quality check of the returned goods). */
export const sellerReceiveReturnSchema = z
  .object({
    id,
    pass: z.boolean(),
    qcRejectReason: textInput(AFTER_SALES_REMARK_MAX * 4)
      .trim()
      .max(AFTER_SALES_REMARK_MAX, 'afterSales.errors.remarkTooLong')
      .optional(),
    refundShippingAmt: moneyInputSchema('afterSales.errors.refundAmountRequired').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.pass && !v.qcRejectReason)
      ctx.addIssue({
        code: 'custom',
        path: ['qcRejectReason'],
        message: 'afterSales.errors.rejectReasonRequired',
      });
  });

/** seller_ShipExchangeFlow */
export const sellerShipExchangeSchema = z.object({
  id,
  carrierId: idInput('afterSales.errors.carrierRequired'),
  serviceCode: trackingNumber(),
});

/** seller_RetryRefundFlow (after REFUND_FAIL). */
export const sellerRetryRefundSchema = z.object({ id });
