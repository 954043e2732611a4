import { paths } from '../../../shared/paths.ts';

/** Spec §9: the payment status poll runs every 3000 ms until a final state. */
export const PAYMENT_POLL_MS = 3000;

export type PayResultStatus = 'pending' | 'success' | 'failed';

/**
 * Everything /buyer/pay-result reads (spec §2): tradeId, status, isPoint, tradeOrderId, otherResult,
 * email, error; the pay-later provider's return adds orderId, contractId, buyerId, paymentOrderId,
 * totalAmt, merchantSerialNo; the earlier variant sends orderId, tradeId, contractId, buyerId and
 * status=success; the wallet's return adds token and PayerID (approved).
 */
export interface PayResultQuery {
  status: PayResultStatus;
  tradeId?: string;
  contractId?: string;
  tradeOrderId?: string;
  orderId?: string;
  buyerId?: string;
  paymentOrderId?: string;
  paymentRecordId?: string;
  payUniqueKey?: string;
  totalAmt?: string;
  merchantSerialNo?: string;
  isPoint: boolean;
  otherResult?: string;
  email?: string;
  error?: string;
  /** The wallet's return: its order token, and `PayerID` when the buyer approved. */
  token?: string;
  PayerID?: string;
}

const TEXT_KEYS = [
  'tradeId',
  'contractId',
  'tradeOrderId',
  'orderId',
  'buyerId',
  'paymentOrderId',
  'paymentRecordId',
  'payUniqueKey',
  'totalAmt',
  'merchantSerialNo',
  'otherResult',
  'email',
  'error',
  'token',
  'PayerID',
] as const;

/** Reads every variant; an unknown or missing status is "pending" (the poll decides). */
export function readPayResultQuery(query: URLSearchParams): PayResultQuery {
  const raw = (query.get('status') ?? '').toLowerCase();
  const status: PayResultStatus = raw === 'success' || raw === 'failed' ? raw : 'pending';
  const out: PayResultQuery = {
    status,
    isPoint: query.get('isPoint') === 'true' || query.get('isPoint') === '1',
  };
  for (const key of TEXT_KEYS) {
    const value = query.get(key)?.trim();
    if (value) out[key] = value.slice(0, 500);
  }
  return out;
}

/** The contract the result belongs to, whichever variant named it. */
export function resultContractId(q: PayResultQuery): string | undefined {
  return q.contractId ?? q.tradeId;
}

/** The order to open from the result, whichever variant named it. */
export function resultOrderId(q: PayResultQuery): string | undefined {
  return q.tradeOrderId ?? q.orderId;
}

/** Builds /buyer/pay-result for a status and what is known about the attempt. */
export function payResultUrl(
  status: PayResultStatus,
  params: Omit<Partial<PayResultQuery>, 'status'> = {},
): string {
  const q = new URLSearchParams({ status });
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    q.set(key, String(value));
  }
  return `${paths.payResult}?${q}`;
}
