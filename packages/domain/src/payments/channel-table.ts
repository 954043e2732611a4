/**
 * The cashier's channels per storefront (spec §2 checkout payment section, §9 payment logos for DE,
 * NL, ES, SE, FR, IT, PL, UK). The server filters this table for `pay_RenderCashierNoOrderFlow`; the
 * cart footer draws the storefront's logos from it, so the logos under the cart are the methods the
 * cashier really offers there. Which provider serves a channel is the payments platform's concern.
 */
import type { SiteCode } from '../sites.ts';
import type { PayChannelConfig, PaymentLogo } from './channel-filter.ts';

const card: PayChannelConfig = {
  channelCode: 'CARD',
  channelName: 'Card',
  method: 'card',
  payLaterVariant: null,
  anonymous: true,
  holdName: true,
  logos: ['visa', 'mastercard', 'amex'],
};
const frenchCard: PayChannelConfig = { ...card, logos: ['cartes_bancaires', 'visa', 'mastercard', 'amex'] };
const hostedCheckout: PayChannelConfig = {
  channelCode: 'HOSTED_CHECKOUT',
  channelName: 'Hosted checkout',
  method: 'hosted_checkout',
  payLaterVariant: null,
  anonymous: true,
  holdName: false,
  logos: [],
};
/** A hosted-checkout channel presenting the country's own bank method. */
const localHosted = (code: string, name: string, logo: PaymentLogo): PayChannelConfig => ({
  ...hostedCheckout,
  channelCode: code,
  channelName: name,
  logos: [logo],
});
const wallet: PayChannelConfig = {
  channelCode: 'PAYPAL',
  channelName: 'PayPal',
  method: 'wallet',
  payLaterVariant: null,
  anonymous: true,
  holdName: false,
  logos: ['paypal'],
};
const deviceWallet: PayChannelConfig = {
  channelCode: 'DEVICE_WALLET',
  channelName: 'Apple Pay / Google Pay',
  method: 'device_wallet',
  payLaterVariant: null,
  anonymous: true,
  holdName: false,
  logos: ['apple_pay', 'google_pay'],
};
/** Pay later in instalments: signed-in buyers only (the provider checks the account). */
const payLaterA: PayChannelConfig = {
  channelCode: 'KLARNA',
  channelName: 'Klarna',
  method: 'pay_later',
  payLaterVariant: 'A',
  anonymous: false,
  holdName: false,
  logos: ['klarna'],
};
const payLaterBusiness: PayChannelConfig = {
  ...payLaterA,
  channelCode: 'KLARNA_B2B',
  channelName: 'Klarna Business',
  payLaterVariant: 'B',
};
const payLaterOther: PayChannelConfig = {
  channelCode: 'PAYPAL_PAY_LATER',
  channelName: 'PayPal Pay Later',
  method: 'pay_later',
  payLaterVariant: 'OTHER',
  anonymous: false,
  holdName: false,
  logos: [],
};
const bankReference: PayChannelConfig = {
  channelCode: 'BANK_TRANSFER',
  channelName: 'Bank transfer',
  method: 'bank_reference',
  payLaterVariant: null,
  anonymous: true,
  holdName: false,
  logos: ['bank_transfer'],
};

export const STOREFRONT_CHANNELS: Readonly<Record<SiteCode, readonly PayChannelConfig[]>> = {
  DE: [wallet, card, hostedCheckout, deviceWallet, payLaterA, payLaterBusiness, payLaterOther, bankReference],
  NL: [localHosted('IDEAL', 'iDEAL', 'ideal'), card, wallet, deviceWallet, payLaterA, payLaterBusiness],
  ES: [localHosted('BIZUM', 'Bizum', 'bizum'), card, wallet, deviceWallet, payLaterOther],
  SE: [localHosted('SWISH', 'Swish', 'swish'), card, deviceWallet, payLaterA],
  FR: [hostedCheckout, frenchCard, wallet, deviceWallet, payLaterOther, bankReference],
  IT: [hostedCheckout, card, wallet, deviceWallet, payLaterOther],
  PL: [localHosted('BLIK', 'BLIK', 'blik'), card, wallet, deviceWallet, bankReference],
  UK: [hostedCheckout, card, wallet, deviceWallet, payLaterA, payLaterBusiness, payLaterOther],
};

/** The storefront's payment-method logos for the cart footer: every logo of its channels, once, in order. */
export function storefrontPaymentLogos(site: SiteCode): PaymentLogo[] {
  return [...new Set(STOREFRONT_CHANNELS[site].flatMap((c) => c.logos))];
}
