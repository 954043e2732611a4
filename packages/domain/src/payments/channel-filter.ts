/**
 * The payment channels a buyer is offered (spec §5 "Channel filtering", §2 checkout payment section,
 * §9 pay-later limits and excluded regions). One pure function, applied by the server to the channel
 * table of the storefront (`pay_RenderCashierNoOrderFlow`) and again by the browser for what only the
 * browser knows (whether the device has a wallet). No zod here: the cart page imports the table.
 */
import type { PaymentMethod } from './payment-status.ts';

/**
 * Which pay-later rule a channel follows: `A` has a payable-amount ceiling, `B` is the business
 * variant (needs a company on the shipping address), `OTHER` is the other provider, not offered for
 * points payment nor in some regions.
 */
export const PAY_LATER_VARIANTS = ['A', 'B', 'OTHER'] as const;
export type PayLaterVariant = (typeof PAY_LATER_VARIANTS)[number];

/** Payment-method badges we draw ourselves (never a provider's artwork). */
export const PAYMENT_LOGOS = [
  'visa',
  'mastercard',
  'amex',
  'cartes_bancaires',
  'paypal',
  'klarna',
  'apple_pay',
  'google_pay',
  'ideal',
  'bizum',
  'swish',
  'blik',
  'bank_transfer',
] as const;
export type PaymentLogo = (typeof PAYMENT_LOGOS)[number];

/** One channel of a storefront's cashier. */
export interface PayChannelConfig {
  /** Stable code of the channel (what checkout sends back as `payChannel`). */
  channelCode: string;
  /** Shown name of the provider's product (a brand name: the same in every language). */
  channelName: string;
  method: PaymentMethod;
  /** Pay-later rule, for `pay_later` channels only. */
  payLaterVariant: PayLaterVariant | null;
  /** Offered to guests (tourists) too. */
  anonymous: boolean;
  /** The card form asks for the holder's name (`configMap.holdName`, spec §3 "Payment channel"). */
  holdName: boolean;
  logos: readonly PaymentLogo[];
}

/** Spec §9: pay-later variant A up to 1000, the bank-reference method up to 2500 (payable amount). */
export const PAY_LATER_A_MAX = 1000;
export const BANK_REFERENCE_MAX = 2500;
/** Spec §9: regions where the other pay-later provider is not offered. */
export const PAY_LATER_OTHER_EXCLUDED_REGIONS = ['IE', 'PT', 'LU', 'BE', 'AT'] as const;

/** What the filters look at. Unknown facts (no contract yet) are `null` and filter nothing they decide. */
export interface ChannelContext {
  /** A guest (tourist) session, or nobody signed in. */
  isGuest: boolean;
  /**
   * Whether the device can pay with its wallet: `null` on the server, which cannot know; the browser
   * answers it (Payment Request / Apple Pay support) and applies the function again.
   */
  deviceWalletSupported: boolean | null;
  /** What is to be paid, in minor units of its currency; `null` before there is a contract. */
  payableMinor: number | null;
  /**
   * The shipping address: `null` before there is one. Its `country` is the region the excluded
   * regions apply to; without an address the storefront's country stands in for it.
   */
  shippingAddress: { company?: string | null; country?: string | null } | null;
  /** Points are used to pay (part of) the amount. */
  pointsPayment: boolean;
  /** The storefront's country (ISO 3166: UK is GB), for the excluded regions and the preferred channel. */
  storefrontCountry: string;
}

/** Why a channel is not offered (tests and logs say which rule hid it). */
export type ChannelHiddenReason =
  | 'guest'
  | 'device_wallet_unsupported'
  | 'pay_later_a_amount'
  | 'pay_later_b_no_company'
  | 'bank_reference_amount'
  | 'pay_later_other_points'
  | 'pay_later_other_region';

const majorToMinor = (major: number) => major * 100;

const hasCompany = (address: ChannelContext['shippingAddress']) => !!address?.company?.trim();

/** The first rule that hides the channel in this context, or null when it is offered. */
export function channelHiddenBy(channel: PayChannelConfig, ctx: ChannelContext): ChannelHiddenReason | null {
  if (ctx.isGuest && !channel.anonymous) return 'guest';
  if (channel.method === 'device_wallet' && ctx.deviceWalletSupported === false)
    return 'device_wallet_unsupported';
  const amount = ctx.payableMinor;
  if (channel.method === 'pay_later') {
    if (channel.payLaterVariant === 'A' && amount !== null && amount > majorToMinor(PAY_LATER_A_MAX))
      return 'pay_later_a_amount';
    // Unknown address: no company to show for, so the business variant waits for one.
    if (channel.payLaterVariant === 'B' && !hasCompany(ctx.shippingAddress)) return 'pay_later_b_no_company';
    if (channel.payLaterVariant === 'OTHER') {
      if (ctx.pointsPayment) return 'pay_later_other_points';
      const region = (ctx.shippingAddress?.country || ctx.storefrontCountry).toUpperCase();
      if ((PAY_LATER_OTHER_EXCLUDED_REGIONS as readonly string[]).includes(region))
        return 'pay_later_other_region';
    }
  }
  if (channel.method === 'bank_reference' && amount !== null && amount > majorToMinor(BANK_REFERENCE_MAX))
    return 'bank_reference_amount';
  return null;
}

/**
 * The preferred channel (spec §2): the wallet in Germany, otherwise the hosted checkout; when the
 * storefront offers neither, the first channel offered.
 */
export function preferredChannel(
  channels: readonly PayChannelConfig[],
  storefrontCountry: string,
): PayChannelConfig | null {
  const wanted: PaymentMethod = storefrontCountry.toUpperCase() === 'DE' ? 'wallet' : 'hosted_checkout';
  return channels.find((c) => c.method === wanted) ?? channels[0] ?? null;
}

export interface FilteredChannels<C extends PayChannelConfig> {
  /** The channels offered, the preferred one first, the rest in the table's order. */
  channels: C[];
  /** Code of the preferred channel (opened first), null when nothing is offered. */
  preferred: string | null;
}

/** Every filter of spec §5 in one place, then the preferred-first order. */
export function filterChannels<C extends PayChannelConfig>(
  table: readonly C[],
  ctx: ChannelContext,
): FilteredChannels<C> {
  const offered = table.filter((c) => channelHiddenBy(c, ctx) === null);
  const first = preferredChannel(offered, ctx.storefrontCountry);
  return {
    channels: first ? [first as C, ...offered.filter((c) => c !== first)] : offered,
    preferred: first?.channelCode ?? null,
  };
}
