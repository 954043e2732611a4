import type { CardStatus } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

/** All SQL of saved cards (decision 030). Status moves only through `moveCardRow`, called by cards-service. */

export interface CardRow {
  id: number;
  buyer_id: number;
  provider: string;
  status: CardStatus;
  is_save: boolean;
  is_default: boolean;
  provider_setup_id: string | null;
  provider_customer_id: string | null;
  pay_center_token: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  failure_reason: string | null;
  created_at: Date;
}

const COLUMNS = `id, buyer_id, provider, status, is_save, is_default, provider_setup_id, provider_customer_id,
  pay_center_token, brand, last4, exp_month, exp_year, failure_reason, created_at`;

export const cardsRepository = {
  /** One card of a buyer; another buyer's card is as absent as a made-up one. */
  ofBuyer(q: Queryable, buyerId: number, id: number, lock = false) {
    return q.one<CardRow>(
      `SELECT ${COLUMNS} FROM saved_card WHERE id = $1 AND buyer_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, buyerId],
    );
  },

  /** The buyer's active cards kept for later: the default first, then the newest. */
  listActive(q: Queryable, buyerId: number, saved: boolean) {
    return q.query<CardRow>(
      `SELECT ${COLUMNS} FROM saved_card WHERE buyer_id = $1 AND status = 'ACTIVE' AND is_save = $2
        ORDER BY is_default DESC, created_at DESC, id DESC`,
      [buyerId, saved],
    );
  },

  /** Locks all of a buyer's active cards (in id order): default changes of one buyer queue up here. */
  lockActiveOfBuyer(q: Queryable, buyerId: number) {
    return q.query<{ id: number; is_default: boolean }>(
      `SELECT id, is_default FROM saved_card WHERE buyer_id = $1 AND status = 'ACTIVE' ORDER BY id FOR UPDATE`,
      [buyerId],
    );
  },

  insertSetup(q: Queryable, buyerId: number, provider: string, isSave: boolean) {
    return q.one<{ id: number }>(
      `INSERT INTO saved_card (buyer_id, provider, is_save) VALUES ($1, $2, $3) RETURNING id`,
      [buyerId, provider, isSave],
    );
  },

  setSetup(q: Queryable, id: number, setupId: string, customerId: string) {
    return q.query(
      `UPDATE saved_card SET provider_setup_id = $2, provider_customer_id = $3, updated_at = now()
        WHERE id = $1 AND status = 'SETUP_PENDING'`,
      [id, setupId, customerId],
    );
  },

  bySetup(q: Queryable, provider: string, setupId: string) {
    return q.one<CardRow>(
      `SELECT ${COLUMNS} FROM saved_card WHERE provider = $1 AND provider_setup_id = $2 FOR UPDATE`,
      [provider, setupId],
    );
  },

  /** The guarded status move: nothing happens unless the card is still in `from`. */
  moveCardRow(
    q: Queryable,
    id: number,
    from: CardStatus,
    to: CardStatus,
    patch: {
      token?: string;
      brand?: string;
      last4?: string;
      expMonth?: number;
      expYear?: number;
      failureReason?: string;
    },
  ) {
    return q.one<CardRow>(
      `UPDATE saved_card SET status = $3,
              pay_center_token = COALESCE($4, pay_center_token), brand = COALESCE($5, brand),
              last4 = COALESCE($6, last4), exp_month = COALESCE($7, exp_month), exp_year = COALESCE($8, exp_year),
              failure_reason = COALESCE($9, failure_reason),
              is_default = CASE WHEN $3 = 'ACTIVE' THEN is_default ELSE false END,
              activated_at = CASE WHEN $3 = 'ACTIVE' THEN now() ELSE activated_at END,
              deleted_at = CASE WHEN $3 = 'DELETED' THEN now() ELSE deleted_at END,
              updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [
        id,
        from,
        to,
        patch.token ?? null,
        patch.brand ?? null,
        patch.last4 ?? null,
        patch.expMonth ?? null,
        patch.expYear ?? null,
        patch.failureReason ?? null,
      ],
    );
  },

  addCardEvent(
    q: Queryable,
    id: number,
    from: CardStatus,
    to: CardStatus,
    event: string,
    source: 'BUYER' | 'PROVIDER' | 'SYSTEM',
    detail: Record<string, unknown>,
  ) {
    return q.query(
      `INSERT INTO saved_card_event (saved_card_id, from_status, to_status, event, source, detail)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, from, to, event, source, JSON.stringify(detail)],
    );
  },

  /** Makes one active card the buyer's default (the others lose it), under lockActiveOfBuyer. */
  async setDefault(q: Queryable, buyerId: number, id: number) {
    await q.query(
      `UPDATE saved_card SET is_default = false WHERE buyer_id = $1 AND is_default AND id <> $2`,
      [buyerId, id],
    );
    await q.query(
      `UPDATE saved_card SET is_default = true, updated_at = now() WHERE id = $1 AND status = 'ACTIVE'`,
      [id],
    );
  },

  customerOf(q: Queryable, userId: number, provider: string) {
    return q.one<{ provider_customer_id: string }>(
      'SELECT provider_customer_id FROM payment_customer WHERE user_id = $1 AND provider = $2',
      [userId, provider],
    );
  },

  saveCustomer(q: Queryable, userId: number, provider: string, customerId: string) {
    return q.query(
      `INSERT INTO payment_customer (user_id, provider, provider_customer_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, provider) DO NOTHING`,
      [userId, provider, customerId],
    );
  },

  /** Setups still unconfirmed past their time, taken so that two sweepers never take the same one. */
  staleSetups(q: Queryable, ttlMs: number, limit: number) {
    return q.query<CardRow>(
      `SELECT ${COLUMNS} FROM saved_card
        WHERE status = 'SETUP_PENDING' AND created_at <= now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [ttlMs, limit],
    );
  },
};
