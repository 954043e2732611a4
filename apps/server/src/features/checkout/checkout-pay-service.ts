import {
  type CurrentUser,
  type FirstPayInput,
  type FirstPayResponse,
  type PayAuthorityInput,
  type PayAuthorityResponse,
  type PayChannel,
  type PaymentAttempt,
  type PaymentMethod,
  type PayResult,
  pollOutcome,
  type SecondaryPayResponse,
  SITES,
  type SiteCode,
  STOREFRONT_CHANNELS,
} from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { activeCardsOf } from '../cards/cards-service.ts';
import { renderCashier } from '../cashier/cashier-service.ts';
import {
  type AttemptResult,
  attemptByPayUniqueKey,
  attemptForBuyer,
  closeAttempt,
  completeAttempt,
  latestAttemptOfContract,
  refreshAttempt,
  startAttempt,
} from '../payments/payments-service.ts';
import { fixContractPoints } from './checkout-points-service.ts';
import {
  contractDetail,
  contractNeedsShipping,
  contractOfBuyer,
  payablePaymentOrder,
} from './checkout-service.ts';

/**
 * The pay calls of spec §7 over the payments platform (decisions 028, 038): thin translations of the
 * spec's payloads and answers into `startAttempt`, `refreshAttempt`, `completeAttempt` and
 * `closeAttempt`. Every id is looked up as the caller's: another buyer's contract, order or record
 * answers 404 like an unknown one.
 */

/** The caller: a signed-in buyer or a guest (tourist session). */
export type Payer = CurrentUser;

/** The record's `payChannel` for a cashier channel code (spec §3); the code itself is kept too. */
const PAY_CHANNEL_OF: Record<string, PayChannel> = {
  CARD: 'CARD',
  HOSTED_CHECKOUT: 'CARD',
  PAYPAL: 'PAYPAL',
  PAYPAL_PAY_LATER: 'PAYPAL',
  DEVICE_WALLET: 'APPLE_PAY',
  KLARNA: 'KLARNA',
  KLARNA_B2B: 'KLARNA',
  IDEAL: 'IDEAL',
  BIZUM: 'BIZUM',
  SWISH: 'SWISH',
  BLIK: 'BLIK',
  BANK_TRANSFER: 'CARD',
};
/** A kind within the method the provider is told (a country's own bank method, a pay-later product). */
const VARIANT_OF: Record<string, string> = {
  IDEAL: 'ideal',
  BIZUM: 'bizum',
  SWISH: 'swish',
  BLIK: 'blik',
  KLARNA: 'klarna',
  KLARNA_B2B: 'klarna',
};

/** A record as the pay calls answer it (spec §3 "Payment record"). */
export function payResult(a: PaymentAttempt): PayResult {
  const outcome = pollOutcome(a.recordStatus);
  return {
    paymentRecordId: a.paymentRecordId,
    payUniqueKey: a.payUniqueKey,
    recordStatus: a.recordStatus,
    paymentRecordStatus: a.paymentRecordStatus,
    status: outcome === 'success' ? 'SUCCESS' : outcome === 'pending' ? 'PENDING' : 'FAILED',
    failedReason: a.failedReason,
    channel: a.businessPayChannelCode ?? a.payChannel,
    contractId: a.contractId,
    orderIds: a.orderIds,
    amount: a.amount,
  };
}

/**
 * Starts paying the contract's payable payment order with a cashier channel (trade_FirstPayFlow and
 * pay_AuthorityFlow). The channel must be one the cashier offers this buyer for this contract.
 */
async function startForContract(
  db: Db,
  deps: AppDeps,
  payer: Payer,
  language: string,
  p: {
    contractId: number;
    paymentOrderId?: number;
    channelCode: string;
    replaceOpen: boolean;
    token?: string;
    bindToken?: string;
    returnUrl?: string;
  },
): Promise<AttemptResult> {
  const { contract, paymentOrder } = await payablePaymentOrder(db, payer.id, p.contractId);
  // Nothing is paid for before the buyer said where it goes (decision 042).
  // A contract of services alone (a paid membership) ships nothing and needs none (decision 052).
  if (!contract.selected_address && (await contractNeedsShipping(db, contract.id)))
    throw conflict('checkoutErrors.addressRequired');
  if (p.paymentOrderId !== undefined && p.paymentOrderId !== paymentOrder.id) {
    // Another payment order of the same contract (e.g. the balance before the deposit): not payable now.
    const detail = await contractDetail(db, payer.id, contract.id);
    if (!detail.paymentOrderList.some((po) => po.id === p.paymentOrderId)) throw notFound();
    throw conflict('payments.errors.notPayable');
  }
  const site = contract.site as SiteCode;
  const cashier = await renderCashier(db, payer, {
    environment: 'PC',
    countryCode: SITES[site].country,
    site,
    tradeContractId: contract.id,
  });
  const offered = cashier.payChannelGroups.flatMap((g) => g.payChannels).map((c) => c.channelCode);
  const channel = STOREFRONT_CHANNELS[site].find((c) => c.channelCode === p.channelCode);
  if (!channel || !offered.includes(p.channelCode)) throw conflict('payments.errors.methodUnavailable');
  let savedCard: { id: number; token: string; providerCustomerId: string | null } | undefined;
  if (p.bindToken !== undefined) {
    if (channel.method !== 'card') throw conflict('payments.errors.methodUnavailable');
    const card = (await activeCardsOf(db, payer.id, true)).find(
      (c) => String(c.id) === p.bindToken || c.pay_center_token === p.bindToken,
    );
    if (!card?.pay_center_token) throw notFound();
    savedCard = { id: card.id, token: card.pay_center_token, providerCustomerId: card.provider_customer_id };
  }
  // The points discount becomes final and its points leave the balance, once (decision 050).
  await fixContractPoints(db, payer.id, contract.id);
  return startAttempt(db, deps, payer.id, {
    paymentOrderId: paymentOrder.id,
    method: channel.method,
    variant: VARIANT_OF[channel.channelCode],
    payChannel: PAY_CHANNEL_OF[channel.channelCode] ?? 'CARD',
    businessPayChannelCode: channel.channelCode,
    returnUrl: p.returnUrl ?? `/buyer/pay-result?contractId=${contract.id}`,
    language,
    guest: payer.isTourist,
    savedCard,
    authorizationToken: channel.method === 'pay_later' ? p.token : undefined,
    customer: { email: payer.email },
    replaceOpen: p.replaceOpen,
  });
}

/** trade_FirstPayFlow: the attempt and what the browser does next, in the spec's fields. */
export async function firstPay(
  db: Db,
  deps: AppDeps,
  payer: Payer,
  language: string,
  input: FirstPayInput,
): Promise<FirstPayResponse> {
  if (input.buyerId !== undefined && input.buyerId !== payer.id) throw notFound();
  if (input.orderId !== undefined || input.tradeId !== undefined) {
    const detail = await contractDetail(db, payer.id, input.contractId);
    const ids = detail.tradeOrderList.map((o) => o.id);
    for (const id of [input.orderId, input.tradeId])
      if (id !== undefined && !ids.includes(id)) throw notFound();
  }
  const r = await startForContract(db, deps, payer, language, {
    contractId: input.contractId,
    paymentOrderId: input.paymentOrderId,
    channelCode: input.payChannel,
    replaceOpen: input.confirmPayAgain === true,
    token: input.token,
    bindToken: input.bindToken,
    returnUrl: input.returnUrl,
  });
  const n = r.next;
  const a = r.attempt;
  return {
    redirectInfo: {
      clientSecret: n.type === 'client_secret' ? n.clientSecret : null,
      approveUrl: n.type === 'redirect' ? n.url : n.type === 'session' ? (n.url ?? null) : null,
      action: n.type,
      merchantSerialNo: String(a.paymentRecordId),
    },
    needConfirm: n.type === 'client_secret',
    channelToken: n.type === 'widget_token' ? n.clientToken : n.type === 'session' ? n.sessionId : null,
    redirectUrl: n.type === 'redirect' ? n.url : null,
    channel: a.businessPayChannelCode ?? a.payChannel,
    paymentRecordId: a.paymentRecordId,
    payUniqueKey: a.payUniqueKey,
    paymentRecordStatus: a.recordStatus,
    nextAction: n as FirstPayResponse['nextAction'],
  };
}

/**
 * pay_AuthorityFlow: a hosted checkout's (or hosted card fields') session for the contract: it starts
 * the attempt and answers the session (redirectInfo) or the card fields' secret (channelToken).
 */
export async function payAuthority(
  db: Db,
  deps: AppDeps,
  payer: Payer,
  language: string,
  input: PayAuthorityInput,
): Promise<PayAuthorityResponse> {
  if (input.tradeContractId === undefined) throw conflict('payments.errors.notPayable');
  const r = await startForContract(db, deps, payer, language, {
    contractId: input.tradeContractId,
    channelCode: input.channel,
    replaceOpen: false,
  });
  const n = r.next;
  return {
    redirectInfo:
      n.type === 'session'
        ? {
            sessionData: n.sessionData,
            sessionId: n.sessionId,
            clientKey: n.clientKey,
            enviroment: n.environment,
          }
        : null,
    channelToken:
      n.type === 'client_secret' ? n.clientSecret : n.type === 'widget_token' ? n.clientToken : null,
  };
}

/**
 * trade_SecondaryPayFlow: the contract's latest record, for the payment start decision (spec §4).
 * A pre-sale contract whose deposit is paid has the balance due: the deposit's paid record says
 * nothing about it (else the decision would show "paid" and never take the balance), so none.
 */
export async function secondaryPay(
  db: Db,
  buyerId: number,
  contractId: number,
): Promise<SecondaryPayResponse> {
  await contractOfBuyer(db, buyerId, contractId);
  let a = await latestAttemptOfContract(db, buyerId, contractId);
  if (a && pollOutcome(a.recordStatus) === 'success') {
    const due = await payablePaymentOrder(db, buyerId, contractId).catch(() => undefined);
    if (due && due.paymentOrder.id !== a.paymentOrderId) a = undefined;
  }
  return {
    payUniqueKey: a?.payUniqueKey ?? null,
    paymentRecordStatus: a?.recordStatus ?? null,
    paymentRecordId: a?.paymentRecordId ?? null,
  };
}

/** The buyer's record by id, its payUniqueKey matching when given (404 otherwise). */
async function recordOf(db: Db, buyerId: number, id: number, payUniqueKey?: string) {
  const a = await attemptForBuyer(db, buyerId, id);
  if (payUniqueKey !== undefined && a.payUniqueKey !== payUniqueKey) throw notFound();
  return a;
}

/**
 * trade_ClosePaymentRecordAfterConfirmFlow: the buyer confirmed paying again — the old record is
 * cancelled at the provider first; one that turns out paid answers PAY_SUCCESS (go to the result).
 */
export async function closeRecord(db: Db, deps: AppDeps, buyerId: number, id: number, key: string) {
  await recordOf(db, buyerId, id, key);
  return payResult((await closeAttempt(db, deps, buyerId, id)).attempt);
}

/** pay_FindPayAndChannelResultFlow: the polled record; an open one is asked about first. */
export async function findPayResult(
  db: Db,
  deps: AppDeps,
  buyerId: number,
  by: { paymentRecordId?: number; payUniqueKey?: string },
): Promise<PayResult> {
  let a: PaymentAttempt | undefined;
  if (by.paymentRecordId !== undefined) a = await recordOf(db, buyerId, by.paymentRecordId, by.payUniqueKey);
  else a = await attemptByPayUniqueKey(db, buyerId, by.payUniqueKey!);
  if (!a) throw notFound();
  if (pollOutcome(a.recordStatus) === 'pending')
    a = (await refreshAttempt(db, deps, buyerId, a.paymentRecordId)).attempt;
  return payResult(a);
}

/**
 * The buyer is back from a provider's page with what it handed over (a wallet approval, a hosted
 * checkout's result, a pay-later authorisation): the attempt completes with it.
 */
export async function completeRecord(
  db: Db,
  deps: AppDeps,
  buyerId: number,
  id: number,
  details: Record<string, unknown>,
  method: PaymentMethod,
): Promise<PayResult> {
  const a = await recordOf(db, buyerId, id);
  // Each provider-return call completes its own kind of payment (PayPal a wallet, Adyen a hosted
  // checkout, Affirm a pay-later); another kind's record cannot take those details.
  if (a.method !== method && pollOutcome(a.recordStatus) === 'pending')
    throw conflict('payments.errors.notCompleted');
  return payResult((await completeAttempt(db, deps, buyerId, id, details)).attempt);
}

/** pay_QueryPaymentOrderStatusForPaypalFlow: where the wallet payment stands (asked, not completed). */
export async function refreshRecord(db: Db, deps: AppDeps, buyerId: number, id: number): Promise<PayResult> {
  await recordOf(db, buyerId, id);
  return payResult((await refreshAttempt(db, deps, buyerId, id)).attempt);
}

/** bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc: the contract the record pays, with the record. */
export async function contractByPayUniqueKey(db: Db, buyerId: number, key: string) {
  const a = await attemptByPayUniqueKey(db, buyerId, key);
  if (!a) throw notFound();
  const detail = await contractDetail(db, buyerId, a.contractId);
  const rec = detail.paymentOrderList
    .flatMap((po) => po.paymentRecordBOList)
    .find((r) => r.payUniqueKey === key)!;
  return { ...detail, paymentRecord: rec };
}
