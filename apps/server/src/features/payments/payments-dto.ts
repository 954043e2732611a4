import { money, type PayChannel, type PaymentAttempt } from '@kontor/domain';
import type { AttemptRow } from './payments-repository.ts';

const isoAt = (d: Date) => new Date(d).toISOString();

/** An attempt row → the buyer's view of it (spec §3 "Payment record"). */
export function attemptDto(r: AttemptRow, orderIds: number[]): PaymentAttempt {
  return {
    paymentRecordId: r.id,
    payUniqueKey: r.pay_unique_key,
    recordStatus: r.record_status,
    paymentRecordStatus: r.record_status,
    failedReason: r.failed_reason,
    payChannel: r.pay_channel as PayChannel,
    businessPayChannelCode: r.business_pay_channel_code,
    method: r.method,
    provider: r.provider,
    amount: money(r.amount_minor, r.currency),
    paymentOrderId: r.payment_order_id,
    stage: r.stage,
    contractId: r.contract_id,
    orderIds,
    nextAction: (r.next_action as PaymentAttempt['nextAction']) ?? null,
    createdAt: isoAt(r.created_at),
    updatedAt: isoAt(r.updated_at),
  };
}
