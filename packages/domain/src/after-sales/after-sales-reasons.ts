import type { AfterSalesType } from './after-sales-status.ts';

/** Reason codes per after-sales type; names are localised under `afterSales.reason.<CODE>`. */
export const AFTER_SALES_REASONS: Readonly<Record<AfterSalesType, readonly string[]>> = {
  SALE_REFUND: [
    'NOT_RECEIVED',
    'MISSING_PARTS',
    'NOT_AS_DESCRIBED',
    'QUALITY_ISSUE',
    'NO_LONGER_NEEDED',
    'OTHER',
  ],
  SALE_RETURN: ['DAMAGED', 'QUALITY_ISSUE', 'NOT_AS_DESCRIBED', 'WRONG_ITEM', 'NO_LONGER_NEEDED', 'OTHER'],
  SALE_EXCHANGE: ['DAMAGED', 'QUALITY_ISSUE', 'WRONG_ITEM', 'WRONG_SIZE_OR_COLOUR', 'OTHER'],
  SALE_CANCEL_BEFORE_DELIVERY: ['NO_LONGER_NEEDED', 'ORDERED_BY_MISTAKE', 'DELIVERY_TOO_SLOW', 'OTHER'],
  SALE_CANCEL_AFTER_PAID: ['NO_LONGER_NEEDED', 'ORDERED_BY_MISTAKE', 'DELIVERY_TOO_SLOW', 'OTHER'],
};

export const ALL_AFTER_SALES_REASONS = [...new Set(Object.values(AFTER_SALES_REASONS).flat())];

/** The reason the cancel-after-payment flow records when the buyer gives none. */
export const DEFAULT_CANCEL_REASON = 'NO_LONGER_NEEDED';

/**
 * The reason of a return made by withdrawing from the contract (EU right of withdrawal): recorded by
 * kontor_trade_WithdrawFromContractFlow only, never offered in the application form (a withdrawal
 * needs no reason, and a return after the 14 days is not one).
 */
export const WITHDRAWAL_REASON = 'WITHDRAWAL';

export const afterSalesReasonKey = (code: string) => `afterSales.reason.${code}`;

export const isReasonOf = (type: AfterSalesType, code: string) => AFTER_SALES_REASONS[type].includes(code);
