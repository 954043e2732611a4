import type { PaymentMethod, PaymentRecordStatus } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

/**
 * All SQL of the payments feature (decision 028): payment orders as the attempts see them, the
 * attempts (payment_record) with their transitions, and the provider webhooks stored once. The
 * status of an attempt is written by `writeStatus` alone, called only by payments-service's writer.
 */

export type PaymentStage = 'FULL' | 'DEPOSIT' | 'BALANCE';

export interface PaymentOrderRow {
  id: number;
  contract_id: number;
  stage: PaymentStage;
  amount_minor: number;
  currency: string;
  status: 'UNPAID' | 'PAID' | 'CLOSED';
  buyer_id: number;
  site: string;
}

export interface AttemptRow {
  id: number;
  payment_order_id: number;
  pay_unique_key: string;
  record_status: PaymentRecordStatus;
  pay_channel: string;
  business_pay_channel_code: string | null;
  provider_reference: string | null;
  failed_reason: string | null;
  amount_minor: number;
  currency: string;
  created_at: Date;
  updated_at: Date;
  provider: string;
  method: PaymentMethod | null;
  variant: string | null;
  capture_method: 'automatic' | 'manual';
  next_action: Record<string, unknown> | null;
  captured_minor: number;
  auth_expires_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
  buyer_id: number | null;
  saved_card_id: number | null;
  /** What the start was made with, to replay it faithfully (StartInputRecord in payments-service). */
  start_input: Record<string, any>;
  // From the payment order and contract.
  contract_id: number;
  stage: PaymentStage;
  site: string;
  contract_buyer_id: number;
}

const ATTEMPT_COLUMNS = `pr.id, pr.payment_order_id, pr.pay_unique_key, pr.record_status, pr.pay_channel,
  pr.business_pay_channel_code, pr.provider_reference, pr.failed_reason, pr.amount_minor, pr.currency,
  pr.created_at, pr.updated_at, pr.provider, pr.method, pr.variant, pr.capture_method, pr.next_action,
  pr.captured_minor, pr.auth_expires_at, pr.expires_at, pr.closed_at, pr.buyer_id, pr.saved_card_id, pr.start_input,
  po.contract_id, po.stage, c.site, c.buyer_id AS contract_buyer_id`;
const ATTEMPT_FROM = `payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
  JOIN trade_contract c ON c.id = po.contract_id`;

export interface NewAttempt {
  paymentOrderId: number;
  payUniqueKey: string;
  payChannel: string;
  businessPayChannelCode: string | null;
  provider: string;
  method: PaymentMethod;
  variant: string | null;
  captureMethod: 'automatic' | 'manual';
  amountMinor: number;
  currency: string;
  buyerId: number;
  savedCardId: number | null;
  ttlMs: number;
  startInput: Record<string, unknown>;
}

export interface StatusFields {
  failedReason?: string | null;
  capturedMinor?: number;
  authExpiresAt?: Date | null;
}

export const paymentsRepository = {
  /** The buyer's payment order with its contract's site; `lock` takes its row lock (one start at a time). */
  async paymentOrderForBuyer(
    q: Queryable,
    buyerId: number,
    paymentOrderId: number,
    lock = false,
  ): Promise<PaymentOrderRow | undefined> {
    return q.one<PaymentOrderRow>(
      `SELECT po.id, po.contract_id, po.stage, po.amount_minor, po.currency, po.status, c.buyer_id, c.site
         FROM payment_order po JOIN trade_contract c ON c.id = po.contract_id
        WHERE po.id = $1 AND c.buyer_id = $2${lock ? ' FOR UPDATE OF po' : ''}`,
      [paymentOrderId, buyerId],
    );
  },

  /** Whether an order of the contract still waits in this status (the stage can be paid). */
  async contractWaits(q: Queryable, contractId: number, status: string): Promise<boolean> {
    const row = await q.one(
      `SELECT 1 FROM trade_order WHERE contract_id = $1 AND display_status = $2 LIMIT 1`,
      [contractId, status],
    );
    return !!row;
  },

  /** The payment order's attempts that are not closed, newest first. */
  async unclosedAttempts(q: Queryable, paymentOrderId: number): Promise<AttemptRow[]> {
    return q.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM}
        WHERE pr.payment_order_id = $1 AND pr.record_status <> 'CLOSED' ORDER BY pr.id DESC`,
      [paymentOrderId],
    );
  },

  async insertAttempt(q: Queryable, a: NewAttempt): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO payment_record (payment_order_id, pay_unique_key, record_status, pay_channel, business_pay_channel_code,
                                   amount_minor, currency, provider, method, variant, capture_method, buyer_id,
                                   saved_card_id, expires_at, start_input)
       VALUES ($1, $2, 'PAY_PENDING', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
               now() + make_interval(secs => $13::double precision / 1000), $14)
       RETURNING id`,
      [
        a.paymentOrderId,
        a.payUniqueKey,
        a.payChannel,
        a.businessPayChannelCode,
        a.amountMinor,
        a.currency,
        a.provider,
        a.method,
        a.variant,
        a.captureMethod,
        a.buyerId,
        a.savedCardId,
        a.ttlMs,
        JSON.stringify(a.startInput),
      ],
    );
    return row!.id;
  },

  /** A contract that has seen an attempt pays again as a secondary payment (spec notFirstTime). */
  async markContractAttempted(q: Queryable, contractId: number): Promise<void> {
    await q.query('UPDATE trade_contract SET not_first_time = true WHERE id = $1 AND NOT not_first_time', [
      contractId,
    ]);
  },

  async byId(q: Queryable, id: number, lock = false): Promise<AttemptRow | undefined> {
    return q.one<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE pr.id = $1${lock ? ' FOR UPDATE OF pr' : ''}`,
      [id],
    );
  },

  async byIdForBuyer(q: Queryable, buyerId: number, id: number): Promise<AttemptRow | undefined> {
    return q.one<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE pr.id = $1 AND c.buyer_id = $2`,
      [id, buyerId],
    );
  },

  async byPayUniqueKeyForBuyer(q: Queryable, buyerId: number, key: string): Promise<AttemptRow | undefined> {
    return q.one<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE pr.pay_unique_key = $1 AND c.buyer_id = $2`,
      [key, buyerId],
    );
  },

  /** The contract's newest attempt (any payment order), for the payment start decision. */
  async latestOfContract(q: Queryable, buyerId: number, contractId: number): Promise<AttemptRow | undefined> {
    return q.one<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE po.contract_id = $1 AND c.buyer_id = $2
        ORDER BY pr.id DESC LIMIT 1`,
      [contractId, buyerId],
    );
  },

  /** An attempt by the provider's own payment id. */
  async byProviderReference(q: Queryable, provider: string, providerReference: string) {
    return q.one<{ id: number }>(
      'SELECT id FROM payment_record WHERE provider = $1 AND provider_reference = $2',
      [provider, providerReference],
    );
  },

  async orderIdsOfContract(q: Queryable, contractId: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      'SELECT id FROM trade_order WHERE contract_id = $1 ORDER BY id',
      [contractId],
    );
    return rows.map((r) => r.id);
  },

  /** What the provider answered at start (never the status: that is writeStatus'). */
  async setProviderAnswer(
    q: Queryable,
    id: number,
    providerReference: string | null,
    nextAction: Record<string, unknown> | null,
  ): Promise<void> {
    await q.query(
      `UPDATE payment_record SET provider_reference = coalesce(provider_reference, $2),
              next_action = $3, updated_at = now()
        WHERE id = $1`,
      [id, providerReference || null, nextAction ? JSON.stringify(nextAction) : null],
    );
  },

  async touchChecked(q: Queryable, id: number): Promise<void> {
    await q.query('UPDATE payment_record SET checked_at = now() WHERE id = $1', [id]);
  },

  /**
   * THE status write of an attempt, guarded by the status it was read in; false when it moved
   * meanwhile. Only payments-service's `moveAttempt` calls it (it checks PAYMENT_TRANSITIONS first).
   */
  async writeStatus(
    q: Queryable,
    id: number,
    from: PaymentRecordStatus,
    to: PaymentRecordStatus,
    f: StatusFields,
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE payment_record
          SET record_status = $3,
              failed_reason = CASE WHEN $3 = 'PAY_FAILED' THEN $4 ELSE failed_reason END,
              captured_minor = greatest(captured_minor, coalesce($5::bigint, 0)),
              auth_expires_at = coalesce($6::timestamptz, auth_expires_at),
              closed_at = CASE WHEN $3 = 'CLOSED' THEN now() ELSE closed_at END,
              next_action = CASE WHEN $3 IN ('PAY_PENDING', 'UNKNOWN') THEN next_action ELSE NULL END,
              updated_at = now()
        WHERE id = $1 AND record_status = $2 RETURNING id`,
      [id, from, to, f.failedReason ?? null, f.capturedMinor ?? null, f.authExpiresAt ?? null],
    );
    return rows.length === 1;
  },

  async addTransition(
    q: Queryable,
    id: number,
    from: string,
    to: string,
    source: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await q.query(
      `INSERT INTO payment_transition (payment_record_id, from_status, to_status, source, detail)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, from, to, source, JSON.stringify(detail)],
    );
  },

  async markPaymentOrder(q: Queryable, id: number, status: 'PAID' | 'CLOSED'): Promise<void> {
    await q.query(`UPDATE payment_order SET status = $2 WHERE id = $1 AND status = 'UNPAID'`, [id, status]);
  },

  /**
   * Attempts still open past their time, claimed for two minutes (a lease: the provider is called
   * outside any transaction, and another instance skips what this one holds).
   */
  async claimExpired(q: Queryable, limit: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `UPDATE payment_record SET checked_at = now()
        WHERE id IN (SELECT id FROM payment_record
                      WHERE record_status IN ('PAY_PENDING', 'UNKNOWN') AND expires_at <= now()
                        AND (checked_at IS NULL OR checked_at <= now() - interval '2 minutes')
                      ORDER BY expires_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [limit],
    );
    return rows.map((r) => r.id);
  },

  /** Authorisations that lapse within the margin, claimed like claimExpired. */
  async claimCapturable(q: Queryable, marginMs: number, limit: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `UPDATE payment_record SET checked_at = now()
        WHERE id IN (SELECT id FROM payment_record
                      WHERE record_status = 'PRE_AUTH_SUCCESS'
                        AND auth_expires_at <= now() + make_interval(secs => $1::double precision / 1000)
                        AND (checked_at IS NULL OR checked_at <= now() - interval '2 minutes')
                      ORDER BY auth_expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [marginMs, limit],
    );
    return rows.map((r) => r.id);
  },

  // ---------------------------------------------------------------------------------------------
  // Webhook events: stored once per provider event id, processed by a job.

  /** Stores an event unless the provider sent it before; answers the new row's id, or undefined. */
  async insertEvent(
    q: Queryable,
    provider: string,
    eventId: string,
    kind: string,
    event: unknown,
  ): Promise<number | undefined> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO payment_webhook_event (provider, event_id, kind, event) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
      [provider, eventId, kind, JSON.stringify(event)],
    );
    return row?.id;
  },

  async lockEvent(q: Queryable, id: number) {
    return q.one<{
      id: number;
      provider: string;
      event_id: string;
      kind: string;
      event: any;
      processed_at: Date | null;
    }>(
      'SELECT id, provider, event_id, kind, event, processed_at FROM payment_webhook_event WHERE id = $1 FOR UPDATE',
      [id],
    );
  },

  async markEventProcessed(q: Queryable, id: number, outcome: string): Promise<void> {
    await q.query('UPDATE payment_webhook_event SET processed_at = now(), outcome = $2 WHERE id = $1', [
      id,
      outcome,
    ]);
  },
};
