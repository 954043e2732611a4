import type { CouponSource } from '@kontor/domain/coupons/coupons-schemas';
import { useMutation } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const REVEAL_COUPON_PASSWORD = '{host}_misc_RevealCouponPasswordFlow';

/** `{host}_misc_RevealCouponPasswordFlow` (ours): a coupon's password, asked for when the buyer shows it. */
export const revealCouponPassword = (input: { id: number; source: CouponSource }) =>
  callFlow<{ couponsPassword: string | null }>(REVEAL_COUPON_PASSWORD, input);

export const useRevealCouponPassword = () => useMutation({ mutationFn: revealCouponPassword });
