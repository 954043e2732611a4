import {
  AFTER_SALES_IMAGE_MAX_BYTES,
  AFTER_SALES_IMAGES_MAX,
  AFTER_SALES_REMARK_MAX,
} from '@kontor/domain/after-sales/after-sales-schemas';
import { type Money, minorToValue, valueToMinor } from '@kontor/domain/money';
import type { ApplyPreview, ApplyPreviewLine } from '../api/after-sales-types.ts';

/**
 * The after-sales application (spec §5 "After-sales application"): what the form holds, the limits
 * of each field and the payload it submits. Pure, so the rules are tested without a browser.
 */

export const NOTE_MAX = AFTER_SALES_REMARK_MAX;
export const IMAGES_MAX = AFTER_SALES_IMAGES_MAX;
export const IMAGE_MAX_BYTES = AFTER_SALES_IMAGE_MAX_BYTES;

export const CANCEL_BEFORE_DELIVERY = 'SALE_CANCEL_BEFORE_DELIVERY';
export const EXCHANGE = 'SALE_EXCHANGE';

export interface ApplyValues {
  reverseTradeOrderType: string;
  /** Line id → picked. */
  selected: Record<string, boolean>;
  /** Line id → quantity. */
  qty: Record<string, number | null>;
  /** Line id → replacement SKU id (exchange). */
  exchangeSku: Record<string, number | undefined>;
  reverseReason?: string;
  /** Refund amount as typed ("12.5"). */
  applyRefundAmt?: string | number | null;
  remark?: string;
  images: { url: string }[];
}

export interface ApplyPayload {
  reverseTradeOrderType: string;
  tradeOrder: { id: number };
  reverseReason: string;
  applyRefundAmt?: Money;
  submitRemark: {
    entityType: 'BUYER';
    remark: string;
    attachmentList: { files: { url: string }[] };
  };
  reverseTradeOrderLineList: {
    reverseQty: number;
    tradeOrderLine: { id: number };
    derivativeSku?: { id: number };
  }[];
}

type Line = ApplyPreviewLine['tradeOrderLine'];

/** Cancel before delivery takes every line at its full quantity for the full amount paid. */
export function isWholeOrder(type: string): boolean {
  return type === CANCEL_BEFORE_DELIVERY;
}

/** Exchange refunds nothing: no amount field. */
export function hasAmount(type: string): boolean {
  return type !== EXCHANGE;
}

/** The quantity step: the line's adjust step for items sold by weight, else 1. */
export function qtyStep(line: Pick<Line, 'adjustStep'>): number {
  return line.adjustStep > 0 ? line.adjustStep : 1;
}

/** A line whose quantity is a measure (weight) rather than pieces: shown with its unit. */
export function isMeasured(line: Pick<Line, 'adjustStep' | 'tradeQty'>): boolean {
  return qtyStep(line) % 1 !== 0 || line.tradeQty % 1 !== 0;
}

/** The most that may be applied for on a line: what is left to cancel before delivery, else to return. */
export function maxQty(line: Pick<Line, 'canCancelQty' | 'canReverseQty'>, type: string): number {
  return isWholeOrder(type) ? line.canCancelQty : line.canReverseQty;
}

/** The least: one piece, or one step of a weight item when its step is below one. */
export function minQty(line: Pick<Line, 'adjustStep'>): number {
  const step = qtyStep(line);
  return step < 1 ? step : 1;
}

const EPSILON = 1e-9;

/** Multiples of the step, counted from zero, without floating-point dust (0.1 + 0.2). */
export function isOnStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/** The message key of a quantity that cannot be applied for, or null. */
export function qtyError(
  value: number | null | undefined,
  line: Pick<Line, 'adjustStep' | 'canCancelQty' | 'canReverseQty'>,
  type: string,
): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'afterSales.errors.qtyMin';
  if (value < minQty(line) - EPSILON) return 'afterSales.errors.qtyMin';
  if (value > maxQty(line, type) + EPSILON) return 'afterSales.errors.qtyMax';
  if (!isOnStep(value, qtyStep(line))) return 'afterSales.apply.validation.qtyStep';
  return null;
}

/** The message key of a refund amount that cannot be applied for, or null (spec §5). */
export function amountError(value: string | number | null | undefined, available: Money): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'afterSales.errors.refundAmountRequired';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'afterSales.errors.amountFormat';
  if (valueToMinor(text) > valueToMinor(available.value)) return 'afterSales.errors.amountTooHigh';
  return null;
}

/** Lines an application may name: the ones the preview lists (it already leaves out gifts and DIY mains). */
export function applicableLines(preview: Pick<ApplyPreview, 'reverseTradeOrderLineList'>): Line[] {
  return preview.reverseTradeOrderLineList
    .map((l) => l.tradeOrderLine)
    .filter(
      (l) =>
        (l.canCancelQty > 0 || l.canReverseQty > 0) &&
        l.tradeOrderLineBusinessType !== 'GIFT' &&
        l.lineGroupTypeDict !== 'DIY_MAIN',
    );
}

/** `?tradeOrderLineId=1,2` → [1, 2]; anything else is dropped. */
export function parseLineIds(raw: string | null | undefined): number[] {
  return (raw ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The type to start with: the one asked for in the URL when the order offers it, else the first offered. */
export function initialType(
  preview: Pick<ApplyPreview, 'availableReverseTypes'>,
  asked: string | null,
): string {
  const types = preview.availableReverseTypes;
  if (asked && types.includes(asked)) return asked;
  return types[0] ?? 'SALE_REFUND';
}

/**
 * The form's first values: the lines named in the URL picked (all of them when the URL names
 * none of the listed lines and there is only one), each at the most that may be applied for.
 */
export function initialValues(
  preview: ApplyPreview,
  askedLineIds: readonly number[],
  type: string,
): ApplyValues {
  const lines = applicableLines(preview);
  const named = lines.filter((l) => askedLineIds.includes(l.id));
  const picked = named.length > 0 ? named : lines.length === 1 ? lines : [];
  const selected: Record<string, boolean> = {};
  const qty: Record<string, number | null> = {};
  for (const l of lines) {
    selected[l.id] = picked.includes(l);
    qty[l.id] = maxQty(l, type) > 0 ? maxQty(l, type) : null;
  }
  return {
    reverseTradeOrderType: type,
    selected,
    qty,
    exchangeSku: {},
    reverseReason: undefined,
    applyRefundAmt: isWholeOrder(type) ? preview.availableRefundAmt.value : undefined,
    remark: '',
    images: [],
  };
}

/** The lines as they go into the payload: cancel before delivery takes all of them at full quantity. */
export function chosenLines(
  preview: ApplyPreview,
  values: Pick<ApplyValues, 'reverseTradeOrderType' | 'selected' | 'qty' | 'exchangeSku'>,
): ApplyPayload['reverseTradeOrderLineList'] {
  const type = values.reverseTradeOrderType;
  const lines = applicableLines(preview);
  if (isWholeOrder(type)) {
    return lines
      .filter((l) => l.canCancelQty > 0)
      .map((l) => ({ reverseQty: l.canCancelQty, tradeOrderLine: { id: l.id } }));
  }
  return lines
    .filter((l) => values.selected[l.id])
    .map((l) => {
      const sku = values.exchangeSku[l.id];
      return {
        reverseQty: Number(values.qty[l.id] ?? 0),
        tradeOrderLine: { id: l.id },
        ...(type === EXCHANGE && sku ? { derivativeSku: { id: sku } } : {}),
      };
    });
}

/** Two decimals on the wire, whatever was typed ("12.5" → "12.50"). */
export function normaliseAmount(value: string | number): string {
  return minorToValue(valueToMinor(String(value).trim()));
}

/** The submit payload of spec §3 "After-sales submit payload". */
export function buildApplyPayload(preview: ApplyPreview, values: ApplyValues): ApplyPayload {
  const type = values.reverseTradeOrderType;
  const currency = preview.availableRefundAmt.currency;
  const amount = isWholeOrder(type)
    ? preview.availableRefundAmt.value
    : values.applyRefundAmt === null || values.applyRefundAmt === undefined
      ? undefined
      : normaliseAmount(values.applyRefundAmt);
  return {
    reverseTradeOrderType: type,
    tradeOrder: { id: preview.tradeOrder.id },
    reverseReason: values.reverseReason ?? '',
    ...(hasAmount(type) && amount !== undefined ? { applyRefundAmt: { value: amount, currency } } : {}),
    submitRemark: {
      entityType: 'BUYER',
      remark: (values.remark ?? '').trim(),
      attachmentList: { files: values.images.slice(0, IMAGES_MAX).map((f) => ({ url: f.url })) },
    },
    reverseTradeOrderLineList: chosenLines(preview, values),
  };
}

/** An image the application may carry: under 1M (spec §9); the server checks the bytes. */
export function imageTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size >= IMAGE_MAX_BYTES;
}

/**
 * Where a server field error of the payload belongs on the form: `reverseTradeOrderLineList.0.reverseQty`
 * names the first submitted line, whose quantity field is `['qty', '<line id>']`.
 */
export function formFieldOfError(
  path: string,
  lines: ApplyPayload['reverseTradeOrderLineList'],
): (string | number)[] | null {
  const m =
    /^reverseTradeOrderLineList\.(\d+)\.(reverseQty|derivativeSku(?:\.id)?|tradeOrderLine(?:\.id)?)$/.exec(
      path,
    );
  if (m) {
    const line = lines[Number(m[1])];
    if (!line) return null;
    const id = String(line.tradeOrderLine.id);
    return m[2]!.startsWith('derivativeSku') ? ['exchangeSku', id] : ['qty', id];
  }
  if (path === 'reverseTradeOrderLineList') return ['selected'];
  if (path === 'applyRefundAmt' || path === 'applyRefundAmt.value') return ['applyRefundAmt'];
  if (path === 'reverseReason') return ['reverseReason'];
  if (path === 'submitRemark.remark') return ['remark'];
  if (path.startsWith('submitRemark.attachmentList')) return ['images'];
  if (path === 'reverseTradeOrderType') return ['reverseTradeOrderType'];
  return null;
}
