import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import {
  type MerchantEntry,
  type MerchantStatus,
  merchantEntryTarget,
} from '@kontor/domain/merchant/merchant-status';

/** The banner's merchant link: where it leads, its text, and the notice a frozen or cleared seller reads first. */
export interface MerchantEntryLinkModel {
  href: Extract<MerchantEntry, { kind: 'route' }>['to'];
  labelKey: 'merchant.entry.apply' | 'merchant.entry.audit' | 'merchant.entry.console';
  notice: Extract<MerchantEntry, { kind: 'notice' }>['messageKey'] | null;
}

/** Whether the merchant status is worth asking for: a signed-in account (not a guest) with an id the server shows it to. */
export const mayAskMerchantStatus = (user: CurrentUser | null | undefined): boolean =>
  !!user && !user.isTourist && !!user.id && user.showMerchantEntry;

/**
 * Spec §6 and §4 "Merchant entry": the link exists only when the server says so (`isShow`) and a user id
 * exists; where it leads is `merchantEntryTarget` (the background rule first for an existing seller,
 * then the settle rule). Null: no link.
 */
export function merchantEntryLink(
  user: CurrentUser | null | undefined,
  status: MerchantStatus | undefined,
): MerchantEntryLinkModel | null {
  if (!mayAskMerchantStatus(user) || !status?.isShow) return null;
  const entry = merchantEntryTarget(status);
  if (!entry) return null;
  const href = entry.kind === 'route' ? entry.to : entry.continueTo;
  return {
    href,
    labelKey:
      href === '/merchant/apply'
        ? 'merchant.entry.apply'
        : href === '/merchant/audit'
          ? 'merchant.entry.audit'
          : 'merchant.entry.console',
    notice: entry.kind === 'notice' ? entry.messageKey : null,
  };
}
