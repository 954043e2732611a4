import { randomInt } from 'node:crypto';
import {
  COUPON_ERRORS,
  type CouponSource,
  type DrawPrizeContent,
  type DrawResult,
  EUR_REFERENCE_RATE,
  eurCentsIn,
  type MyCouponsPage,
  money,
  type PageMyCouponsInput,
  type Prize,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { grantReward } from '../members/members-service.ts';
import { type CouponRow, type PrizeRow, couponsRepository as repo } from './coupons-repository.ts';

// The coupon ledger and the prize draw (decision 057). What other features may use: couponForCheckout,
// reserveCoupon, releaseCoupon and reservedCoupon (the checkout's discount code), consumeContractCoupons
// (payments, once a contract is paid) and issueCoupon (prizes, demo).

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** {host}_misc_PageMyCouponsFlow: one tab of the buyer's coupons and order voucher codes. */
export async function pageMyCoupons(
  q: Queryable,
  userId: number,
  input: Required<Pick<PageMyCouponsInput, 'usedStatus'>> & { page: { no: number; size: number } },
): Promise<MyCouponsPage> {
  const rows = await repo.page(
    q,
    userId,
    input.usedStatus,
    input.page.size,
    (input.page.no - 1) * input.page.size,
  );
  const counts = await repo.counts(q, userId);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      source: r.source,
      couponCode: r.coupon_code,
      hasPassword: r.has_password,
      usedStatus: r.used_status,
      usedTime: iso(r.used_time),
      validFrom: iso(r.valid_from),
      validUntil: iso(r.valid_until),
      discountAmt:
        r.discount_minor !== null && r.currency ? money(Number(r.discount_minor), r.currency) : null,
      minAmt:
        r.min_amount_minor !== null && r.currency && Number(r.min_amount_minor) > 0
          ? money(Number(r.min_amount_minor), r.currency)
          : null,
      orderId: r.order_id === null ? null : Number(r.order_id),
      nameKey: r.name_key,
    })),
    total: rows.length ? Number(rows[0]!.total) : 0,
    unusedCount: Number(counts.unused),
    usedCount: Number(counts.used),
  };
}

/** {host}_misc_RevealCouponPasswordFlow: another buyer's coupon answers 404 like an unknown one. */
export async function revealPassword(q: Queryable, userId: number, id: number, source: CouponSource) {
  const row = await repo.password(q, userId, id, source);
  if (!row) throw notFound();
  return { couponsPassword: row.coupons_password };
}

// ---- the discount code at checkout ----

export type CouponProblem = keyof typeof COUPON_ERRORS;

/**
 * The buyer's discount coupon of that code, locked, checked for a contract of `site`/`currency`
 * with `amountMinor` to pay: the coupon, or the reason it cannot be used (a field message).
 * Another buyer's code is unknown, exactly like a made-up one.
 */
export async function couponForCheckout(
  q: Queryable,
  c: {
    userId: number;
    code: string;
    contractId: number;
    site: string;
    currency: string;
    amountMinor: number;
  },
  now = new Date(),
): Promise<{ coupon: CouponRow } | { problem: CouponProblem }> {
  const coupon = await repo.byCodeForUpdate(q, c.code);
  if (!coupon || Number(coupon.user_id) !== c.userId || coupon.kind !== 'DISCOUNT')
    return { problem: 'codeUnknown' };
  if (coupon.used_status === 'USED') return { problem: 'codeUsed' };
  if (coupon.valid_until && new Date(coupon.valid_until) < now) return { problem: 'codeExpired' };
  if (coupon.valid_from && new Date(coupon.valid_from) > now) return { problem: 'codeNotYet' };
  if (coupon.site !== c.site || coupon.currency !== c.currency) return { problem: 'codeSite' };
  const held = coupon.reserved_contract_id === null ? null : Number(coupon.reserved_contract_id);
  if (held === c.contractId) return { problem: 'codeAlreadyApplied' };
  if (held !== null && (await repo.contractOpen(q, held))) return { problem: 'codeInUse' };
  const discount = Number(coupon.discount_minor);
  if (c.amountMinor < Number(coupon.min_amount_minor) || c.amountMinor <= discount)
    return { problem: 'codeMinimum' };
  return { coupon };
}

/** Holds the (locked, checked) coupon for the contract with what it took off each order. */
export function reserveCoupon(
  q: Queryable,
  coupon: CouponRow,
  contractId: number,
  applied: number,
  parts: Record<string, number>,
) {
  return repo.reserve(q, coupon.id, contractId, applied, parts);
}

export function releaseCoupon(q: Queryable, couponId: number) {
  return repo.release(q, couponId);
}

/** The unused coupon the contract holds (lock: its row lock). */
export function reservedCoupon(q: Queryable, contractId: number, lock = false) {
  return repo.reservedBy(q, contractId, lock);
}

/**
 * A contract was paid: the coupon it holds is used now, once (the status guard makes a webhook
 * replayed or a second success a no-op). Runs in the payment's transaction.
 */
export function consumeContractCoupons(q: Queryable, contractId: number, at = new Date()) {
  return repo.consume(q, contractId, at);
}

/** A coupon code nobody can guess: the prefix and three groups of four. */
export function newCouponCode(prefix: string): string {
  const A = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => A[randomInt(A.length)]).join('');
  return `${prefix}-${group()}-${group()}-${group()}`;
}

export interface NewCoupon {
  userId: number;
  kind: 'DISCOUNT' | 'VOUCHER';
  nameKey: string;
  code?: string;
  password?: string | null;
  site?: SiteCode | null;
  discountMinor?: number | null;
  minAmountMinor?: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
  sourceKey: string;
}

/** Puts a coupon in the buyer's ledger, once per (buyer, source); answers it. */
export function issueCoupon(q: Queryable, c: NewCoupon) {
  return repo.insertCoupon(q, {
    userId: c.userId,
    kind: c.kind,
    nameKey: c.nameKey,
    code: c.code ?? newCouponCode(c.kind === 'DISCOUNT' ? 'KDC' : 'KVC'),
    password: c.password ?? null,
    site: c.site ?? null,
    currency: c.site ? SITES[c.site].currency : null,
    discountMinor: c.discountMinor ?? null,
    minAmountMinor: c.minAmountMinor ?? 0,
    validFrom: c.validFrom ?? null,
    validUntil: c.validUntil ?? null,
    sourceKey: c.sourceKey,
  });
}

// ---- the prize draw ----

/** A paid order gives one draw within this many days of its payment. */
export const DRAW_WINDOW_DAYS = 60;
/** Days a prize coupon stays valid. */
export const PRIZE_COUPON_DAYS = 90;

function prizeOut(p: PrizeRow, site: SiteCode): Prize {
  const currency = SITES[site].currency;
  return {
    id: Number(p.id),
    nameKey: p.name_key,
    kind: p.kind,
    points: p.points,
    discountAmt:
      p.discount_eur_cents === null
        ? null
        : money(eurCentsIn(currency, Number(p.discount_eur_cents), EUR_REFERENCE_RATE[currency]), currency),
    inStock: p.stock === null || p.stock > 0,
  };
}

/** {host}_misc_DrawPrizeContentFlow: the prizes and the buyer's draws still to make. */
export async function drawContent(q: Queryable, userId: number, site: SiteCode): Promise<DrawPrizeContent> {
  const prizes = await repo.prizes(q);
  const orders = await repo.eligibleOrders(q, userId, DRAW_WINDOW_DAYS);
  return {
    prizes: prizes.filter((p) => p.weight > 0).map((p) => prizeOut(p, site)),
    eligibleOrders: orders.map((o) => ({ orderId: Number(o.id), tradeOrderCode: o.code })),
  };
}

/** A prize by weight among those in stock (the rows locked by the caller); undefined when none. */
function pick(prizes: PrizeRow[]): PrizeRow | undefined {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return undefined;
  let n = randomInt(total);
  for (const p of prizes) {
    if (n < p.weight) return p;
    n -= p.weight;
  }
  return undefined;
}

/**
 * {host}_misc_DrawPrizeFlow: one draw for one paid order of the buyer's. The draw row goes in first
 * (its unique key refuses a second draw of the order), then the prizes in stock are locked, one is
 * picked by weight and its stock taken under the lock, so parallel draws never give away more than
 * there is. Points go to the members ledger, a coupon into the coupon ledger, in the same transaction.
 */
export async function drawPrize(db: Db, userId: number, orderId: number): Promise<DrawResult> {
  return db.tx(async (q) => {
    const [order] = await repo.eligibleOrders(q, userId, DRAW_WINDOW_DAYS, orderId);
    if (!order) {
      const state = await repo.orderDrawState(q, userId, orderId);
      if (!state) throw notFound();
      throw conflict(state.drawn ? COUPON_ERRORS.alreadyDrawn : COUPON_ERRORS.notEligible);
    }
    const draw = await repo.insertDraw(q, { userId, orderId, prizeId: null });
    if (!draw) throw conflict(COUPON_ERRORS.alreadyDrawn);
    const site = order.site as SiteCode;
    const picked = pick(await repo.prizesInStockForUpdate(q));
    const prize = picked && (await repo.takeStock(q, picked.id)) ? picked : undefined;
    let couponCode: string | null = null;
    if (prize) {
      await repo.setDrawPrize(q, draw.id, prize.id);
      if (prize.kind === 'POINTS') {
        await grantReward(q, {
          userId,
          reason: 'PRIZE',
          sourceKey: `prize:${draw.id}`,
          eventType: 'PRIZE_DRAW',
          points: prize.points,
          growthValue: 0,
          orderId,
          site,
        });
      } else if (prize.kind === 'COUPON') {
        const out = prizeOut(prize, site);
        const currency = SITES[site].currency;
        const now = new Date();
        const coupon = await issueCoupon(q, {
          userId,
          kind: 'DISCOUNT',
          nameKey: prize.name_key,
          site,
          discountMinor: Math.round(Number(out.discountAmt!.value) * 100),
          minAmountMinor: eurCentsIn(
            currency,
            Number(prize.min_amount_eur_cents),
            EUR_REFERENCE_RATE[currency],
          ),
          validFrom: now,
          validUntil: new Date(now.getTime() + PRIZE_COUPON_DAYS * 86_400_000),
          sourceKey: `prize:${draw.id}`,
        });
        await repo.setDrawCoupon(q, draw.id, coupon.id);
        couponCode = coupon.coupon_code;
      }
    }
    const won = !!prize && prize.kind !== 'NONE';
    return {
      drawId: Number(draw.id),
      orderId,
      won,
      prize: prize
        ? prizeOut({ ...prize, stock: prize.stock === null ? null : prize.stock - 1 }, site)
        : null,
      couponCode,
      drawnAt: new Date(draw.drawn_at).toISOString(),
    };
  });
}

/** {host}_misc_QueryWinningPrizesFlow: the buyer's draws, newest first, with what each won. */
export async function winnings(q: Queryable, userId: number, site: SiteCode): Promise<DrawResult[]> {
  const prizes = new Map((await repo.prizes(q)).map((p) => [Number(p.id), p]));
  return (await repo.draws(q, userId)).map((d) => {
    const p = d.prize_id === null ? undefined : prizes.get(Number(d.prize_id));
    return {
      drawId: Number(d.id),
      orderId: Number(d.order_id),
      won: !!p && p.kind !== 'NONE',
      prize: p ? prizeOut(p, site) : null,
      couponCode: d.coupon_code,
      drawnAt: new Date(d.drawn_at).toISOString(),
    };
  });
}
