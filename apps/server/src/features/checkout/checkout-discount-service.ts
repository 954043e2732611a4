import {
  type ApplyDiscountCodeInput,
  COUPON_ERRORS,
  type ContractDiscount,
  minorToValue,
  money,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import {
  couponForCheckout,
  releaseCoupon,
  reserveCoupon,
  reservedCoupon,
} from '../coupons/coupons-service.ts';
import { discountUnpaidOrder } from '../orders/orders-service.ts';
import { checkoutDiscountRepository as repo } from './checkout-discount-repository.ts';

/**
 * The discount code at checkout (issue 14, decision 057), apart from the rest of the checkout so the
 * points discount can sit beside it. A code is checked (the buyer's own, a discount, not used, valid
 * now, the contract's storefront and currency, the minimum amount), then held by the contract under
 * the coupon's row lock and taken off its totals: the orders (in proportion to what each has to pay,
 * shown as a COUPON benefit), the contract and its unpaid FULL payment order. It is used when the
 * contract is paid (payments → coupons `consumeContractCoupons`, once), and free again when the
 * contract's orders close unpaid. While a payment is under way nothing changes.
 */

const fieldError = (key: string) => invalid([{ path: 'couponCode', message: key }]);

/** The contract locked, payable in one go and with no payment under way, and its orders. */
async function openContract(q: Queryable, buyerId: number, contractId: number) {
  const contract = await repo.lockContract(q, buyerId, contractId);
  if (!contract) throw notFound();
  const orders = await repo.orders(q, contractId);
  if (orders.some((o) => o.pre_sale !== null)) throw fieldError(COUPON_ERRORS.codePreSale);
  if (orders.length === 0 || orders.some((o) => o.display_status !== 'PENDING_PAY'))
    throw conflict(COUPON_ERRORS.contractNotOpen);
  if (await repo.paymentUnderWay(q, contractId)) throw conflict(COUPON_ERRORS.contractNotOpen);
  return { contract, orders };
}

/** Splits `total` over the orders in proportion to what each pays; the remainder goes to the largest. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const benefitOf = (code: string, minor: number, currency: string) => ({
  benefitDict: 'COUPON',
  couponCode: code,
  benefitInfoAmt: { value: minorToValue(minor), currency },
  benefitInfoList: [
    { benefitName: code, benefitDesc: code, discount: { value: minorToValue(minor), currency } },
  ],
});

/** {host}_trade_ApplyDiscountCodeFlow: the code applied to the buyer's unpaid contract. */
export async function applyDiscountCode(
  db: Db,
  buyerId: number,
  input: { id: number; couponCode: ApplyDiscountCodeInput['couponCode'] },
): Promise<ContractDiscount> {
  return db.tx(async (q) => {
    const { contract, orders } = await openContract(q, buyerId, input.id);
    const held = await reservedCoupon(q, contract.id);
    if (held)
      throw fieldError(
        held.coupon_code === input.couponCode ? COUPON_ERRORS.codeAlreadyApplied : COUPON_ERRORS.codeInUse,
      );
    const weights = orders.map((o) => Number(o.need_pay_minor));
    const amount = weights.reduce((a, b) => a + b, 0);
    const found = await couponForCheckout(q, {
      userId: buyerId,
      code: input.couponCode,
      contractId: contract.id,
      site: contract.site,
      currency: contract.currency,
      amountMinor: amount,
    });
    if ('problem' in found) throw fieldError(COUPON_ERRORS[found.problem]);
    const discount = Number(found.coupon.discount_minor);
    const parts = split(discount, weights);
    const byOrder: Record<string, number> = {};
    for (const [i, o] of orders.entries()) {
      const part = parts[i]!;
      if (part <= 0) continue;
      byOrder[String(o.id)] = part;
      await discountUnpaidOrder(
        q,
        o.id,
        part,
        found.coupon.coupon_code,
        benefitOf(found.coupon.coupon_code, part, contract.currency),
      );
    }
    await repo.discountContract(q, contract.id, discount);
    await reserveCoupon(q, found.coupon, contract.id, discount, byOrder);
    return { couponCode: found.coupon.coupon_code, discountAmt: money(discount, contract.currency) };
  });
}

/** {host}_trade_RemoveDiscountCodeFlow: the contract gives its code back (nothing held: nothing to do). */
export async function removeDiscountCode(db: Db, buyerId: number, contractId: number): Promise<null> {
  await db.tx(async (q) => {
    await openContract(q, buyerId, contractId);
    const held = await reservedCoupon(q, contractId, true);
    if (!held) return;
    for (const [orderId, part] of Object.entries(held.applied_parts ?? {}))
      await discountUnpaidOrder(q, Number(orderId), -part, held.coupon_code, null);
    await repo.discountContract(q, contractId, -Number(held.applied_minor ?? 0));
    await releaseCoupon(q, held.id);
  });
  return null;
}

/** {host}_trade_QueryContractDiscountFlow: the code the contract holds and what it takes off. */
export async function contractDiscount(
  q: Queryable,
  buyerId: number,
  contractId: number,
): Promise<ContractDiscount> {
  const contract = await repo.contract(q, buyerId, contractId);
  if (!contract) throw notFound();
  const held = await reservedCoupon(q, contractId);
  return held
    ? { couponCode: held.coupon_code, discountAmt: money(Number(held.applied_minor ?? 0), contract.currency) }
    : { couponCode: null, discountAmt: null };
}
