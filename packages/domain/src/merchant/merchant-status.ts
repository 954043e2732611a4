import type { z } from 'zod';
import type { merchantStatusResponseSchema } from './merchant-responses.ts';

/** Merchant entry flags and where the entry link leads (spec §3 "Merchant status flags", §4 "Merchant entry"). */
export type MerchantStatus = z.infer<typeof merchantStatusResponseSchema>;

export type MerchantEntry =
  | { kind: 'route'; to: '/merchant/apply' | '/merchant/audit' | '/seller/orders' }
  | { kind: 'notice'; messageKey: 'merchant.frozen' | 'merchant.cleared'; continueTo: '/seller/orders' };

/**
 * Spec §4: an existing seller (background flag) goes by merchantStatus — seller to the backend, frozen
 * or cleared to the info dialog and then on; everyone else by the settle flag — audit to
 * /merchant/audit, pass to the backend, otherwise /merchant/apply. Neither flag: no entry (null).
 */
export function merchantEntryTarget(s: MerchantStatus): MerchantEntry | null {
  if (s.isShowBackground && s.merchantStatus) {
    if (s.merchantStatus === 'FROZEN')
      return { kind: 'notice', messageKey: 'merchant.frozen', continueTo: '/seller/orders' };
    if (s.merchantStatus === 'CLEARED' || s.merchantStatus === 'STOPPED') {
      return { kind: 'notice', messageKey: 'merchant.cleared', continueTo: '/seller/orders' };
    }
    return { kind: 'route', to: '/seller/orders' };
  }
  if (!s.isShowSettled) return null;
  if (s.auditStatus === 'AUDIT') return { kind: 'route', to: '/merchant/audit' };
  if (s.auditStatus === 'PASS') return { kind: 'route', to: '/seller/orders' };
  return { kind: 'route', to: '/merchant/apply' };
}
