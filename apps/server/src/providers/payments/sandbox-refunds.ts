import { randomBytes } from 'node:crypto';
import type { PaymentProvider, RefundOutcome } from './payment-provider.ts';

/**
 * The embedded sandbox payment provider's refunds. Like a real PSP, a refund is accepted as pending
 * and settles later: after SANDBOX_REFUND_DELAY_MS (default 5000 ms) `refundStatus` reports it
 * succeeded, or failed when the sandbox is told to fail:
 *   - env SANDBOX_REFUND_FAIL=1 fails every refund asked while it is set, or
 *   - an amount whose cents are 13 (e.g. 10.13), like a PSP's magic test amounts.
 * The ledger lives in sandbox_refund; the idempotency key is unique there, so asking twice with the
 * same key answers the first refund.
 */
export const SANDBOX_FAIL_CENTS = 13;

interface SandboxRow {
  reference: string;
  outcome: 'SUCCEEDED' | 'FAILED';
  failure_reason: string | null;
  settled: boolean;
}

function outcomeOf(row: SandboxRow): RefundOutcome {
  if (!row.settled) return { status: 'PENDING', reference: row.reference };
  return row.outcome === 'SUCCEEDED'
    ? { status: 'SUCCEEDED', reference: row.reference }
    : { status: 'FAILED', reference: row.reference, reason: row.failure_reason ?? 'refund declined' };
}

const COLUMNS = 'reference, outcome, failure_reason, settle_at <= now() AS settled';

export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',

  async refund(q, paymentRecord, amount, idempotencyKey) {
    const delayMs = Number(process.env.SANDBOX_REFUND_DELAY_MS ?? 5000);
    const fail = process.env.SANDBOX_REFUND_FAIL === '1' || amount.minor % 100 === SANDBOX_FAIL_CENTS;
    const inserted = await q.query<{ reference: string }>(
      `INSERT INTO sandbox_refund (reference, idempotency_key, payment_record_id, amount_minor, currency, outcome,
                                   failure_reason, settle_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::double precision / 1000))
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING reference`,
      [
        `sbx_re_${randomBytes(8).toString('hex')}`,
        idempotencyKey,
        paymentRecord?.id ?? null,
        amount.minor,
        amount.currency,
        fail ? 'FAILED' : 'SUCCEEDED',
        fail ? 'sandbox: refund declined by the issuer' : null,
        Math.max(0, delayMs),
      ],
    );
    // A new refund is always pending at first; the same key again answers the first refund as it stands.
    if (inserted[0]) return { status: 'PENDING', reference: inserted[0].reference };
    const row = await q.one<SandboxRow>(`SELECT ${COLUMNS} FROM sandbox_refund WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    return outcomeOf(row!);
  },

  async refundStatus(q, reference) {
    const row = await q.one<SandboxRow>(`SELECT ${COLUMNS} FROM sandbox_refund WHERE reference = $1`, [
      reference,
    ]);
    if (!row) return { status: 'FAILED', reference, reason: 'sandbox: unknown refund' };
    return outcomeOf(row);
  },
};
