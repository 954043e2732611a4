import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';

/**
 * Request schemas of the saved-card calls (spec §3 "Card", §5 "Card form", §7 "Cards"; decision 030).
 * Card number, security code and expiry are NOT here: they stay in the provider's hosted fields and
 * never reach our server. The billing details go on to the provider with the setup; we keep none of them.
 */

export const CARD_ERRORS = {
  /** Spec §5: every other field of the card form is required ("请填写"). */
  required: 'cards.form.required',
  emailFormat: 'cards.form.emailFormat',
  mobileFormat: 'cards.form.mobileFormat',
  countryFormat: 'cards.form.countryFormat',
  /** Spec §5: the provider's fields are empty (their own messages cover the rest). */
  numberEmpty: 'cards.form.numberEmpty',
  cvcEmpty: 'cards.form.cvcEmpty',
  expiryEmpty: 'cards.form.expiryEmpty',
  /** Spec §5: the provider's script did not load ("加载程序时出现错误，请刷新页面并重试"). */
  providerNotReady: 'cards.form.providerNotReady',
  /** Spec §8: the poll ran out ("Setup timeout, please retry later"). */
  setupTimeout: 'cards.messages.setupTimeout',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; at most 20 characters (spec §9 "Phone"). */
const MOBILE = /^\+?[0-9][0-9 ()./-]{3,19}$/;

const required = (max: number) =>
  textInput(max, { required: CARD_ERRORS.required }).trim().min(1, CARD_ERRORS.required);
const optional = (max: number) => textInput(max).trim().optional();

/**
 * customer_CreateCardFlow. `address` is the province/city/region line of the form (spec §3), `state`
 * and `city` its parts as the provider's billing address takes them. isSave 1 keeps the card for
 * later (the add-card dialog always saves).
 */
export const createCardSchema = z.strictObject({
  cardHolderName: required(34),
  mobile: required(20).regex(MOBILE, CARD_ERRORS.mobileFormat),
  email: required(254).regex(EMAIL, CARD_ERRORS.emailFormat),
  country: required(2).regex(/^[A-Za-z]{2}$/, CARD_ERRORS.countryFormat),
  address: required(200),
  street: required(200),
  houseNumber: required(35),
  zipCode: required(20),
  city: optional(100),
  state: optional(100),
  isSave: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type CreateCardInput = z.output<typeof createCardSchema>;

/** customer_QueryOneCardFunc and the default/delete calls: `{id}`. */
export const cardIdSchema = z.strictObject({ id: idInput() });

/** customer_QueryCardByCustomerFlow: `{isBind: 1}` lists the cards saved (bound) for later. */
export const queryCardsSchema = z.strictObject({
  isBind: z.union([z.literal(0), z.literal(1)]).default(1),
});

/** {host}_customer_QueryCardProviderFunc takes nothing. */
export const cardProviderSchema = z.strictObject({});
