import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { SITE_CODES } from '../sites.ts';

/**
 * Request schemas of checkout and the pay calls (spec §7 "Payment", "Orders"; decision 038). The
 * calls the spec shows keep its names and payload fields; the contract-creation call and the address
 * update are ours (decision 006's convention).
 */

/** A cart line count one contract may hold (far above any real cart; bounds the lock set). */
export const CHECKOUT_MAX_LINES = 200;

const country = textInput(2).regex(/^[A-Za-z]{2}$/, 'errors.invalidData');
const key = (max = 120) =>
  textInput(max)
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,120}$/, 'errors.invalidData');

/**
 * An address as the contract keeps it (a snapshot taken at checkout, spec §3 "Address"): the address
 * book's fields, each bounded; what the address rules require is the address book's concern.
 */
export const checkoutAddressSchema = z.strictObject({
  firstName: textInput(35).optional(),
  lastName: textInput(35).optional(),
  personName: textInput(70).optional(),
  personPhone: textInput(20).optional(),
  email: textInput(200).optional(),
  company: textInput(200).optional(),
  taxCode: textInput(40).optional(),
  eori: textInput(40).optional(),
  country: country.optional(),
  province: textInput(100).optional(),
  city: textInput(100).optional(),
  postalCode: textInput(20).optional(),
  poiName: textInput(200).optional(),
  houseNo: textInput(35).optional(),
  detailAddress: textInput(200).optional(),
  areaCode: textInput(10).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/**
 * flow `{host}_trade_CreateTradeContractFlow` (ours, decision 038): the buyer's selected cart lines
 * (or the given ones) become a trade contract, one order per shop. Answers `{id}`. The addresses are
 * the buyer's saved ones by id (`selectedAddressId` a shipping address, `billingAddressId` any of the
 * buyer's, decision 042) or snapshots; without either the buyer's default shipping and billing
 * addresses are taken.
 */
export const createTradeContractSchema = z.strictObject({
  cartLineIds: z.array(idInput()).min(1).max(CHECKOUT_MAX_LINES).optional(),
  selectedAddress: checkoutAddressSchema.optional(),
  billingAddress: checkoutAddressSchema.optional(),
  selectedAddressId: idInput().optional(),
  billingAddressId: idInput().optional(),
});
export type CreateTradeContractInput = z.infer<typeof createTradeContractSchema>;

/**
 * flow `{host}_trade_UpdateTradeContractAddressFlow` (ours, decisions 038 and 042): the addresses of
 * an unpaid contract — the shipping address as a saved address's id (`selectedAddressId`) or a
 * snapshot (one of them), the billing address likewise; `billingAddressId: null` drops the billing
 * address (billing same as shipping), leaving both billing fields out keeps it.
 */
export const updateTradeContractAddressSchema = z
  .strictObject({
    id: idInput(),
    selectedAddress: checkoutAddressSchema.optional(),
    billingAddress: checkoutAddressSchema.optional(),
    selectedAddressId: idInput().optional(),
    billingAddressId: idInput().nullable().optional(),
  })
  .refine((v) => (v.selectedAddress === undefined) !== (v.selectedAddressId === undefined), {
    message: 'errors.invalidData',
    path: ['selectedAddressId'],
  })
  .refine((v) => v.billingAddress === undefined || v.billingAddressId === undefined, {
    message: 'errors.invalidData',
    path: ['billingAddressId'],
  });
export type UpdateTradeContractAddressInput = z.infer<typeof updateTradeContractAddressSchema>;

/** func trade_QueryAndValidateTradeContractDetailByIdFunc (spec §7): `{id}` of the contract. */
export const contractByIdSchema = z.strictObject({ id: idInput() });
export type ContractByIdInput = z.infer<typeof contractByIdSchema>;

/** Money as a provider-facing call sends it: `{currency, value}` / `{type, value}` (value in major units). */
const amountValue = z.union([
  z.number().nonnegative().max(1e10),
  textInput(16).regex(/^\d{1,10}(\.\d{1,2})?$/),
]);

/**
 * flow pay_AuthorityFlow (spec §7): a hosted-checkout or hosted-card-fields session before paying.
 * channel, authCode, tradeAmt{type,value}, countryCode, site, amount{currency,value}, optional
 * payMethod and content. `tradeContractId` (ours, optional) ties it to the contract's amount.
 */
export const payAuthoritySchema = z.strictObject({
  channel: key(40),
  authCode: textInput(200).optional(),
  tradeAmt: z.strictObject({ type: textInput(10).optional(), value: amountValue }).optional(),
  countryCode: country,
  site: z.enum(SITE_CODES),
  amount: z.strictObject({ currency: textInput(3).regex(/^[A-Za-z]{3}$/), value: amountValue }),
  payMethod: textInput(40).optional(),
  content: textInput(2000).optional(),
  tradeContractId: idInput().optional(),
});
export type PayAuthorityInput = z.infer<typeof payAuthoritySchema>;

/**
 * flow trade_FirstPayFlow (spec §7): payChannel, paymentOrderId, buyerId, tradeId, orderId,
 * contractId, plus channel extras (paymentExtraKey, token) or bindToken. `payChannel` is a cashier
 * channelCode (CARD, HOSTED_CHECKOUT, PAYPAL, DEVICE_WALLET, KLARNA …). `bindToken` is a saved card's
 * id. `confirmPayAgain` (ours) is the buyer's "pay again" after the double-payment warning: an open
 * record is closed first. `returnUrl` is the pay-result path the provider sends the buyer back to.
 */
export const firstPaySchema = z.strictObject({
  payChannel: key(40),
  paymentOrderId: idInput().optional(),
  buyerId: idInput().optional(),
  tradeId: idInput().optional(),
  orderId: idInput().optional(),
  contractId: idInput(),
  paymentExtraKey: textInput(200).optional(),
  token: textInput(2000).optional(),
  bindToken: textInput(40).optional(),
  confirmPayAgain: z.boolean().optional(),
  /** A path on this site only (never another origin: the provider sends the buyer there). */
  returnUrl: textInput(2000)
    .regex(/^\/(?![/\\])\S*$/, 'errors.invalidData')
    .optional(),
});
export type FirstPayInput = z.infer<typeof firstPaySchema>;

/** flow trade_SecondaryPayFlow (spec §7): by contract id. */
export const secondaryPaySchema = z.strictObject({ contractId: idInput() });
export type SecondaryPayInput = z.infer<typeof secondaryPaySchema>;

/** flow trade_ClosePaymentRecordAfterConfirmFlow (spec §7): payUniqueKey, paymentRecordId. */
export const closePaymentRecordSchema = z.strictObject({
  payUniqueKey: key(),
  paymentRecordId: idInput(),
});
export type ClosePaymentRecordInput = z.infer<typeof closePaymentRecordSchema>;

/**
 * flow pay_FindPayAndChannelResultFlow (spec §7, quiet): the record polled every 3000 ms, by
 * paymentRecordId or payUniqueKey (one of them).
 */
export const findPayResultSchema = z
  .strictObject({ paymentRecordId: idInput().optional(), payUniqueKey: key().optional() })
  .refine((v) => v.paymentRecordId !== undefined || v.payUniqueKey !== undefined, {
    message: 'errors.invalidData',
    path: ['paymentRecordId'],
  });
export type FindPayResultInput = z.infer<typeof findPayResultSchema>;

/**
 * flow pay_QueryPaymentOrderStatusForPaypalFlow (spec §7, quiet): after the wallet's page, by
 * paymentRecordId (the merchantSerialNo) and the wallet's `token` when it sent one back.
 */
export const paypalStatusSchema = z.strictObject({
  paymentRecordId: idInput(),
  token: textInput(200).optional(),
  PayerID: textInput(200).optional(),
});
export type PaypalStatusInput = z.infer<typeof paypalStatusSchema>;

/** func bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc (spec §7): payUniqueKey. */
export const contractByPayUniqueKeySchema = z.strictObject({ payUniqueKey: key() });
export type ContractByPayUniqueKeyInput = z.infer<typeof contractByPayUniqueKeySchema>;

/**
 * func `{host}_finance_PaypalPaymentCaptureFunc` (spec §7): gatewaySerialNo (the wallet's order id)
 * plus our paymentRecordId; `payerId` when the wallet sent one back.
 */
export const paypalCaptureSchema = z.strictObject({
  gatewaySerialNo: textInput(200).trim().min(1),
  paymentRecordId: idInput(),
  payerId: textInput(200).optional(),
});
export type PaypalCaptureInput = z.infer<typeof paypalCaptureSchema>;

/**
 * func `{host}_finance_AdyenPaymentsDetailsFunc` (spec §7): the hosted checkout's payment details
 * (`details.redirectResult` or `sessionResult`) plus site, for our paymentRecordId.
 */
export const adyenDetailsSchema = z.strictObject({
  paymentRecordId: idInput(),
  site: z.enum(SITE_CODES),
  details: z
    .strictObject({
      redirectResult: textInput(4000).optional(),
      sessionResult: textInput(4000).optional(),
      payload: textInput(4000).optional(),
    })
    .optional(),
  sessionResult: textInput(4000).optional(),
  paymentData: textInput(8000).optional(),
});
export type AdyenDetailsInput = z.infer<typeof adyenDetailsSchema>;

/**
 * flow `{host}_finance_AffirmAuthorizeFlow` (spec §7, quiet): the pay-later widget's authorisation
 * (`authorizationToken`, or `checkoutToken`) for our paymentRecordId.
 */
export const payLaterAuthorizeSchema = z
  .strictObject({
    paymentRecordId: idInput(),
    authorizationToken: textInput(2000).optional(),
    checkoutToken: textInput(2000).optional(),
  })
  .refine((v) => v.authorizationToken !== undefined || v.checkoutToken !== undefined, {
    message: 'errors.invalidData',
    path: ['authorizationToken'],
  });
export type PayLaterAuthorizeInput = z.infer<typeof payLaterAuthorizeSchema>;
