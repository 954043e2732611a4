import type { ApplyPreview, ApplyPreviewLine } from '@kontor/domain/after-sales/after-sales-responses';
import {
  AFTER_SALES_IMAGES_MAX,
  AFTER_SALES_REMARK_MAX,
  type submitApplySchema,
} from '@kontor/domain/after-sales/after-sales-schemas';
import type { AfterSalesType } from '@kontor/domain/after-sales/after-sales-status';
import { numberForInput } from '@kontor/domain/locale-numbers';
import type { Money } from '@kontor/domain/money';
import type { z } from 'zod';
import {
  type FieldMessage,
  fieldMoney,
  fieldQuantity,
  type NumberFieldRules,
  numberFieldProblem,
} from '../../../shared/forms/number-field.ts';

/**
 * The after-sales application (spec §5 "After-sales application"): what the form holds, the limits
 * of each field and the payload it submits. Pure, so the rules are tested without a browser.
 */

export const NOTE_MAX = AFTER_SALES_REMARK_MAX;
export const IMAGES_MAX = AFTER_SALES_IMAGES_MAX;

export const CANCEL_BEFORE_DELIVERY = 'SALE_CANCEL_BEFORE_DELIVERY';
export const EXCHANGE = 'SALE_EXCHANGE';

export interface ApplyValues {
  reverseTradeOrderType: AfterSalesType;
  /** Line id → picked. */
  selected: Record<string, boolean>;
  /** Line id → quantity as typed ("2,5"), or the number it starts with. */
  qty: Record<string, string | number | null>;
  /** Line id → replacement SKU id (exchange). */
  exchangeSku: Record<string, number | undefined>;
  reverseReason?: string;
  /** Refund amount as typed in the interface language ("12,5" in German). */
  applyRefundAmt?: string | number | null;
  remark?: string;
  /** URLs of the uploaded images. */
  images: string[];
}

/**
 * What the form submits: the domain's application (submitApplySchema, as the server reads it), sent to
 * the create call of its type; the cancel types' calls take the same fields.
 */
export type ApplyPayload = Omit<z.output<typeof submitApplySchema>, 'reverseTradeOrderType'> & {
  reverseTradeOrderType: AfterSalesType;
};

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

/** The quantity field's rules: at least one piece (or one step), at most what may be applied for, on the step. */
export function qtyRules(
  line: Pick<Line, 'adjustStep' | 'canCancelQty' | 'canReverseQty'>,
  type: string,
  labels: NumberFieldRules['labels'] = {},
): NumberFieldRules {
  return {
    kind: 'quantity',
    bounds: { min: minQty(line), max: maxQty(line, type), step: qtyStep(line) },
    messages: { required: 'afterSales.errors.qtyRequired' },
    labels,
  };
}

/** The message of a quantity that cannot be applied for, or null. */
export function qtyProblem(
  value: unknown,
  line: Pick<Line, 'adjustStep' | 'canCancelQty' | 'canReverseQty'>,
  type: string,
  language: string,
  labels?: NumberFieldRules['labels'],
): FieldMessage | null {
  return numberFieldProblem(value, language, qtyRules(line, type, labels));
}

/** The refund amount field's rules (spec §5): required, from 0 to the available amount, two decimals. */
export function amountRules(available: Money, availableText?: string): NumberFieldRules {
  return {
    kind: 'money',
    bounds: { min: 0, max: available.value },
    messages: { required: 'afterSales.errors.refundAmountRequired' },
    labels: availableText ? { max: availableText } : {},
  };
}

/** The message of a refund amount that cannot be applied for, or null. */
export function amountProblem(
  value: unknown,
  available: Money,
  language: string,
  availableText?: string,
): FieldMessage | null {
  return numberFieldProblem(value, language, amountRules(available, availableText));
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
): AfterSalesType {
  const types = preview.availableReverseTypes;
  if (asked && (types as readonly string[]).includes(asked)) return asked as AfterSalesType;
  return types[0] ?? 'SALE_REFUND';
}

/**
 * The form's first values: the lines named in the URL picked (all of them when the URL names
 * none of the listed lines and there is only one), each at the most that may be applied for.
 */
export function initialValues(
  preview: ApplyPreview,
  askedLineIds: readonly number[],
  type: AfterSalesType,
  language: string,
): ApplyValues {
  const lines = applicableLines(preview);
  const named = lines.filter((l) => askedLineIds.includes(l.id));
  const picked = named.length > 0 ? named : lines.length === 1 ? lines : [];
  const selected: Record<string, boolean> = {};
  const qty: Record<string, string | number | null> = {};
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
    applyRefundAmt: isWholeOrder(type)
      ? numberForInput(preview.availableRefundAmt.value, language, 2)
      : undefined,
    remark: '',
    images: [],
  };
}

/** The lines as they go into the payload: cancel before delivery takes all of them at full quantity. */
export function chosenLines(
  preview: ApplyPreview,
  values: Pick<ApplyValues, 'reverseTradeOrderType' | 'selected' | 'qty' | 'exchangeSku'>,
  language: string,
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
        // The form only submits readable quantities; an unreadable one stays 0 (the preview ignores it).
        reverseQty: fieldQuantity(values.qty[l.id], language) ?? 0,
        tradeOrderLine: { id: l.id },
        ...(type === EXCHANGE && sku ? { derivativeSku: { id: sku } } : {}),
      };
    });
}

/** The submit payload of spec §3 "After-sales submit payload". */
export function buildApplyPayload(
  preview: ApplyPreview,
  values: ApplyValues,
  language: string,
): ApplyPayload {
  const type = values.reverseTradeOrderType;
  const currency = preview.availableRefundAmt.currency;
  // The amount as typed, read the interface language's way; never another value in its place.
  const amount = isWholeOrder(type)
    ? preview.availableRefundAmt.value
    : fieldMoney(values.applyRefundAmt, language);
  return {
    reverseTradeOrderType: type,
    tradeOrder: { id: preview.tradeOrder.id },
    reverseReason: values.reverseReason ?? '',
    ...(hasAmount(type) && amount !== undefined ? { applyRefundAmt: { value: amount, currency } } : {}),
    submitRemark: {
      entityType: 'BUYER',
      remark: (values.remark ?? '').trim(),
      attachmentList: { files: values.images.slice(0, IMAGES_MAX).map((url) => ({ url })) },
    },
    reverseTradeOrderLineList: chosenLines(preview, values, language),
  };
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
