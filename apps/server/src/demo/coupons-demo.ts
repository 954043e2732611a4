import { issueCoupon } from '../features/coupons/coupons-service.ts';
import type { Queryable } from '../platform/db/index.ts';

const DAY = 86_400_000;

/**
 * The demo buyer's coupon ledger (decision 057): discount codes for the German storefront, used and
 * unused, one expired, and voucher codes with passwords; one code of the second buyer's (isolation).
 * Codes are fixed so the README and the journeys can name them.
 */
export async function insertDemoCoupons(
  q: Queryable,
  ids: { anna: number; ben: number },
  now: Date,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const anna = ids.anna;
  const coupons = [
    {
      code: 'KONTOR-WELCOME5',
      nameKey: 'coupons.names.welcome',
      discount: 500,
      min: 5000,
      from: -20,
      until: 60,
    },
    {
      code: 'KONTOR-AUTUMN15',
      nameKey: 'coupons.names.autumn',
      discount: 1500,
      min: 15000,
      from: -5,
      until: 40,
    },
    {
      code: 'KONTOR-TRY10',
      nameKey: 'coupons.names.newsletter',
      discount: 1000,
      min: 2000,
      from: -2,
      until: 90,
    },
    {
      code: 'KONTOR-SUMMER10',
      nameKey: 'coupons.names.summer',
      discount: 1000,
      min: 8000,
      from: -120,
      until: -10,
    },
  ];
  for (const c of coupons)
    await issueCoupon(q, {
      userId: anna,
      kind: 'DISCOUNT',
      nameKey: c.nameKey,
      code: c.code,
      site: 'DE',
      discountMinor: c.discount,
      minAmountMinor: c.min,
      validFrom: at(c.from),
      validUntil: at(c.until),
      sourceKey: `demo:${c.code}`,
    });
  const spring = await issueCoupon(q, {
    userId: anna,
    kind: 'DISCOUNT',
    nameKey: 'coupons.names.spring',
    code: 'KONTOR-SPRING10',
    site: 'DE',
    discountMinor: 1000,
    minAmountMinor: 10000,
    validFrom: at(-200),
    validUntil: at(-100),
    sourceKey: 'demo:KONTOR-SPRING10',
  });
  await q.query("UPDATE buyer_coupon SET used_status = 'USED', used_time = $2 WHERE id = $1", [
    spring.id,
    at(-150),
  ]);
  await issueCoupon(q, {
    userId: anna,
    kind: 'VOUCHER',
    nameKey: 'coupons.names.assembly',
    code: 'KVC-ASMB-7Q4M-2026',
    password: '418207',
    validFrom: at(-30),
    validUntil: at(335),
    sourceKey: 'demo:KVC-ASMB-7Q4M-2026',
  });
  const used = await issueCoupon(q, {
    userId: anna,
    kind: 'VOUCHER',
    nameKey: 'coupons.names.delivery',
    code: 'KVC-DLVR-3HX9-2026',
    password: '905316',
    validFrom: at(-90),
    validUntil: at(275),
    sourceKey: 'demo:KVC-DLVR-3HX9-2026',
  });
  await q.query("UPDATE buyer_coupon SET used_status = 'USED', used_time = $2 WHERE id = $1", [
    used.id,
    at(-12),
  ]);
  await issueCoupon(q, {
    userId: ids.ben,
    kind: 'DISCOUNT',
    nameKey: 'coupons.names.welcome',
    code: 'KONTOR-BEN5',
    site: 'DE',
    discountMinor: 500,
    minAmountMinor: 2000,
    validFrom: at(-10),
    validUntil: at(60),
    sourceKey: 'demo:KONTOR-BEN5',
  });
}
