import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  canMovePayment,
  cardFieldsLocale,
  idempotencyKey,
  isOpenPaymentStatus,
  isPaidPaymentStatus,
  minorToValue,
  PAYMENT_METHODS,
  type PayChannel,
  type PaymentAttempt,
  type PaymentMethod,
  type PaymentRecordStatus,
  providerCountry,
  toProviderMinor,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { scheduleDeadline } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import {
  type NextAction,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  ProviderError,
  type ProviderEvent,
  type ProviderPaymentStatus,
} from '../../providers/payments/payment-provider.ts';
import { consumeContractCoupons } from '../coupons/coupons-service.ts';
import { issuePaidGiftCards } from '../gift-cards/gift-cards-service.ts';
import { joinPaidGroupOrders } from '../group-buy/group-buy-service.ts';
import { appendOrderEvent, payOrdersOfContract } from '../orders/orders-service.ts';
import { activatePaidServices } from '../paid-service/paid-service-service.ts';
import { attemptDto } from './payments-dto.ts';
import { type AttemptRow, paymentsRepository as repo } from './payments-repository.ts';

/**
 * The payments platform's core (decision 028): payment attempts and their one writer, the provider
 * calls around them, webhooks stored once and processed by a job, and the read models the pay calls
 * answer from. Other features (checkout and the pay calls of issue 14) import this file only.
 *
 * Provider calls never run inside one of our transactions: a transaction decides (lock, check,
 * insert), commits, the provider is asked, and a second transaction applies its answer through the
 * writer, which only moves an attempt forward (PAYMENT_TRANSITIONS). So a slow provider holds no row
 * lock, and an answer that arrives twice or late (a webhook, a status check, a retried call) changes
 * nothing more. Functions that call a provider take the `Db`; the others take the caller's `q`.
 */

/** The order status a payment order's stage waits in (orders-service moves it on). */
const STAGE_WAITS_IN = {
  FULL: 'PENDING_PAY',
  DEPOSIT: 'PENDING_DEPOSIT',
  BALANCE: 'PENDING_BALANCE',
} as const;

/** The channel code a record names besides its channel: provider and method (e.g. SANDBOX_CARD). */
const channelCode = (provider: string, method: PaymentMethod) => `${provider}_${method}`.toUpperCase();

export interface StartAttemptInput {
  paymentOrderId: number;
  /** The provider family: card, hosted_checkout, wallet, pay_later, device_wallet, bank_reference. */
  method: PaymentMethod;
  /** A kind within the family (klarna, ideal, apple_pay …); passed to the provider. */
  variant?: string;
  /** The spec's payChannel the record shows (CARD, PAYPAL, KLARNA …). */
  payChannel: PayChannel;
  /** The spec's businessPayChannelCode; default `<PROVIDER>_<METHOD>`. */
  businessPayChannelCode?: string;
  /** Where the provider's page sends the buyer back (pay-result). */
  returnUrl: string;
  /** The interface language (card fields speak zh or en). */
  language: string;
  guest: boolean;
  /** `manual` only authorises (pre-authorisation); pay-later always authorises first. */
  captureMethod?: 'automatic' | 'manual';
  /** Pay with a saved card (cards feature): its record id, provider token and provider customer. */
  savedCard?: { id: number; token: string; providerCustomerId: string | null };
  /** A pay-later authorisation the widget already obtained (then nothing is left for the browser). */
  authorizationToken?: string;
  customer?: { email?: string | null; name?: string | null; providerCustomerId?: string | null };
  /**
   * The buyer confirmed paying again (spec §4 double-payment warning): an open attempt is closed
   * first — cancelled at the provider; if it turns out paid it stays paid and no new attempt starts.
   * Without it an open attempt refuses the start (409 payments.errors.attemptOpen).
   */
  replaceOpen?: boolean;
}

export interface AttemptResult {
  attempt: PaymentAttempt;
  /** What the browser must do next (none once decided). */
  next: NextAction;
}

// -------------------------------------------------------------------------------------------------
// The writer

type MoveSource = 'start' | 'status' | 'complete' | 'capture' | 'close' | 'webhook' | 'sweep';

/**
 * THE writer of an attempt's status (decision 028): checks PAYMENT_TRANSITIONS, updates the row
 * guarded by the status it was read in, appends payment_transition, and in the same transaction pays
 * the contract's orders (orders-service `payOrdersOfContract`) when money was taken or authorised, or
 * logs a failed payment on them. `rec` must be locked by the caller (`repo.byId(q, id, true)`).
 * Answers whether it moved.
 */
async function moveAttempt(
  q: Queryable,
  rec: AttemptRow,
  to: PaymentRecordStatus,
  source: MoveSource,
  detail: Record<string, unknown> = {},
  fields: { failedReason?: string | null; capturedMinor?: number; authExpiresAt?: Date | null } = {},
): Promise<boolean> {
  const from = rec.record_status;
  if (!canMovePayment(from, to)) throw conflict('payments.errors.notAllowed', { from, to });
  if (!(await repo.writeStatus(q, rec.id, from, to, fields))) return false;
  const paid = isPaidPaymentStatus(to) && !isPaidPaymentStatus(from);
  let orders: number[] = [];
  if (paid) {
    await repo.markPaymentOrder(q, rec.payment_order_id, 'PAID');
    orders = await payOrdersOfContract(q, {
      contractId: rec.contract_id,
      stage: rec.stage,
      amountMinor: rec.amount_minor,
      currency: rec.currency,
      paymentRecordId: rec.id,
      payChannel: rec.pay_channel,
    });
    // Paid membership periods the orders sold start now (decision 052).
    await activatePaidServices(q, orders);
    // Gift cards are issued and e-mailed once; a joining order joins its group (decision 068).
    await issuePaidGiftCards(q, orders);
    await joinPaidGroupOrders(q, orders);
    // The discount code the contract holds is used now, once (decision 057).
    if (orders.length > 0) await consumeContractCoupons(q, rec.contract_id);
  }
  await repo.addTransition(q, rec.id, from, to, source, {
    ...detail,
    ...(fields.failedReason ? { reason: fields.failedReason } : {}),
    ...(paid ? { orders, ...(orders.length ? {} : { orderNotWaiting: true }) } : {}),
  });
  if (to === 'PAY_FAILED') {
    for (const orderId of await repo.orderIdsOfContract(q, rec.contract_id)) {
      await appendOrderEvent(q, orderId, 'SYSTEM', {
        kind: 'PAYMENT_FAILED',
        payload: {
          paymentRecordId: rec.id,
          payChannel: rec.pay_channel,
          stage: rec.stage,
          amount: { value: minorToValue(rec.amount_minor), currency: rec.currency },
          ...(fields.failedReason ? { reason: fields.failedReason } : {}),
        },
      });
    }
  }
  return true;
}

/** The record status a provider's answer means, from where the attempt stands; null: no move. */
function targetOf(from: PaymentRecordStatus, s: ProviderPaymentStatus): PaymentRecordStatus | null {
  const want: PaymentRecordStatus | null =
    s === 'succeeded'
      ? 'PAY_SUCCESS'
      : s === 'authorised'
        ? 'PRE_AUTH_SUCCESS'
        : s === 'failed'
          ? 'PAY_FAILED'
          : s === 'canceled'
            ? // The buyer left the provider's page, or an authorisation lapsed: failed while it was
              // open, closed once it had been authorised.
              canMovePayment(from, 'PAY_FAILED')
              ? 'PAY_FAILED'
              : 'CLOSED'
            : s === 'unknown'
              ? 'UNKNOWN'
              : null;
  return want && want !== from && canMovePayment(from, want) ? want : null;
}

/** Applies what the provider says about a locked attempt: forward only, else nothing. */
async function applyState(
  q: Queryable,
  rec: AttemptRow,
  state: Pick<PaymentState, 'status' | 'failureReason' | 'capturedMinor' | 'authorisationExpiresAt'>,
  source: MoveSource,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  const to = targetOf(rec.record_status, state.status);
  if (!to) return false;
  return moveAttempt(q, rec, to, source, detail, {
    failedReason:
      to === 'PAY_FAILED'
        ? (state.failureReason ?? (state.status === 'canceled' ? 'cancelled_by_buyer' : null))
        : null,
    capturedMinor: state.capturedMinor,
    authExpiresAt: state.authorisationExpiresAt ?? null,
  });
}

// -------------------------------------------------------------------------------------------------
// Provider calls

function providerOf(deps: AppDeps, rec: Pick<AttemptRow, 'provider'>): PaymentProvider {
  return deps.providers.payments.get(rec.provider);
}

function refOf(rec: AttemptRow): PaymentRef {
  return {
    reference: String(rec.id),
    providerPaymentId: rec.provider_reference,
    method: (rec.method ?? 'card') as PaymentMethod,
    amount: { minor: toProviderMinor(rec.amount_minor, rec.currency), currency: rec.currency },
  };
}

/** A provider that could not answer (after bounded retries): 503, nothing decided. */
const unavailable = (cause: unknown) =>
  new AppError(
    'PROVIDER_UNAVAILABLE',
    'payments.errors.providerUnavailable',
    { cause: String(cause) },
    undefined,
    503,
  );

/** Whether the provider's failure is its verdict on the payment (then the attempt failed). */
const isVerdict = (e: unknown): e is ProviderError =>
  e instanceof ProviderError && (e.kind === 'declined' || e.kind === 'invalid_request');

/** What a start is made with besides the attempt's own columns, kept to replay it with the same key. */
interface StartInputRecord {
  returnUrl: string;
  locale: 'zh' | 'en';
  guest: boolean;
  savedCardToken?: string;
  providerCustomerId?: string | null;
  authorizationToken?: string;
  email?: string | null;
  name?: string | null;
}

/**
 * provider.start with the attempt's stable key and the input it was first made with: replaying it
 * (after a timeout) answers the same payment, never a second one.
 */
function callStart(deps: AppDeps, rec: AttemptRow) {
  const input = rec.start_input as StartInputRecord;
  const minor = toProviderMinor(rec.amount_minor, rec.currency);
  return providerOf(deps, rec).start({
    reference: String(rec.id),
    method: rec.method as PaymentMethod,
    variant: rec.variant ?? undefined,
    amount: { minor, currency: rec.currency },
    country: providerCountry(rec.site),
    locale: input.locale ?? 'en',
    guest: input.guest ?? false,
    returnUrl: input.returnUrl ?? '',
    captureMethod: rec.capture_method,
    customer: {
      reference: String(rec.contract_buyer_id),
      providerCustomerId: input.providerCustomerId ?? null,
      email: input.email ?? null,
      name: input.name ?? null,
    },
    savedCardToken: input.savedCardToken,
    authorizationToken: input.authorizationToken,
    idempotencyKey: idempotencyKey(rec.id, 'start', minor),
  });
}

// -------------------------------------------------------------------------------------------------
// The service API (issue 14's pay calls build on these)

/**
 * Starts a payment attempt for the buyer's payment order with a method: one live attempt per payment
 * order (the order's row lock plus the partial unique index), our attempt id as the provider's
 * reference, `attemptId:start:amount` as the key. Answers the attempt and the browser's next action.
 * 404 for another buyer's or an unknown payment order; 409 when it is paid (payments.errors.alreadyPaid),
 * cannot be paid (notPayable) or has an open attempt (attemptOpen, unless `replaceOpen`).
 */
export async function startAttempt(
  db: Db,
  deps: AppDeps,
  buyerId: number,
  input: StartAttemptInput,
): Promise<AttemptResult> {
  if (input.replaceOpen) {
    const open = await db.tx(async (q) => {
      const po = await repo.paymentOrderForBuyer(q, buyerId, input.paymentOrderId);
      if (!po) throw notFound();
      return (await repo.unclosedAttempts(q, po.id)).filter((a) => isOpenPaymentStatus(a.record_status));
    });
    for (const a of open) {
      const closed = await closeAttempt(db, deps, buyerId, a.id);
      // The attempt the buyer wanted to replace was paid after all: that is the payment.
      if (isPaidPaymentStatus(closed.attempt.recordStatus)) return closed;
    }
  }
  const provider = deps.providers.payments.forMethod(input.method);
  const rec = await db.tx(async (q) => {
    const po = await repo.paymentOrderForBuyer(q, buyerId, input.paymentOrderId, true);
    if (!po) throw notFound();
    if (po.status !== 'UNPAID') throw conflict('payments.errors.alreadyPaid');
    if (!(await repo.contractWaits(q, po.contract_id, STAGE_WAITS_IN[po.stage])))
      throw conflict('payments.errors.notPayable');
    // Only what the method's provider offers for this amount, currency, country and kind of buyer.
    const offered = provider.eligible(
      toProviderMinor(po.amount_minor, po.currency),
      po.currency,
      providerCountry(po.site),
      input.guest,
    );
    if (!offered.includes(input.method)) throw conflict('payments.errors.methodUnavailable');
    for (const a of await repo.unclosedAttempts(q, po.id)) {
      if (isPaidPaymentStatus(a.record_status)) throw conflict('payments.errors.alreadyPaid');
      if (isOpenPaymentStatus(a.record_status)) throw conflict('payments.errors.attemptOpen');
      // A failed attempt is closed when the buyer pays again.
      const locked = (await repo.byId(q, a.id, true))!;
      await moveAttempt(q, locked, 'CLOSED', 'start', { replacedBy: 'new attempt' });
    }
    const ymd = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const id = await repo.insertAttempt(q, {
      paymentOrderId: po.id,
      payUniqueKey: `PAY${ymd}${randomBytes(5).toString('hex').toUpperCase()}`,
      payChannel: input.payChannel,
      businessPayChannelCode: input.businessPayChannelCode ?? channelCode(provider.name, input.method),
      provider: provider.name,
      method: input.method,
      variant: input.variant ?? null,
      captureMethod: input.method === 'pay_later' ? 'manual' : (input.captureMethod ?? 'automatic'),
      amountMinor: po.amount_minor,
      currency: po.currency,
      buyerId,
      savedCardId: input.savedCard?.id ?? null,
      ttlMs: deps.config.payments.attemptTtlMs,
      startInput: {
        returnUrl: input.returnUrl,
        locale: cardFieldsLocale(input.language),
        guest: input.guest,
        savedCardToken: input.savedCard?.token,
        providerCustomerId: input.savedCard?.providerCustomerId ?? input.customer?.providerCustomerId ?? null,
        authorizationToken: input.authorizationToken,
        email: input.customer?.email ?? null,
        name: input.customer?.name ?? null,
      } satisfies StartInputRecord,
    });
    await repo.addTransition(q, id, 'NONE', 'PAY_PENDING', 'start', {
      method: input.method,
      provider: provider.name,
    });
    await repo.markContractAttempted(q, po.contract_id);
    return (await repo.byId(q, id))!;
  });

  let answer: Awaited<ReturnType<PaymentProvider['start']>> | undefined;
  let failure: unknown;
  try {
    answer = await callStart(deps, rec);
  } catch (error) {
    failure = error;
  }
  await db.tx(async (q) => {
    const locked = (await repo.byId(q, rec.id, true))!;
    if (answer) {
      await repo.setProviderAnswer(
        q,
        rec.id,
        answer.providerPaymentId,
        answer.next.type === 'none' ? null : (answer.next as unknown as Record<string, unknown>),
      );
      await applyState(q, { ...locked, provider_reference: answer.providerPaymentId }, answer, 'start');
    } else if (locked.record_status !== 'PAY_PENDING') {
      // Settled meanwhile (a webhook, another instance's status check): that answer stands.
    } else if (isVerdict(failure)) {
      await moveAttempt(
        q,
        locked,
        'PAY_FAILED',
        'start',
        { error: failure.message },
        {
          failedReason:
            failure.details.code ?? (failure.kind === 'declined' ? 'card_declined' : 'processing_error'),
        },
      );
    } else {
      // Timeouts, outages, anything unreadable: the provider could not say. A status check (which
      // replays the start with the same key) or a webhook settles it.
      await moveAttempt(q, locked, 'UNKNOWN', 'start', {
        error: String((failure as Error)?.message ?? failure),
      });
    }
  });
  return attemptResult(db, rec.id);
}

/**
 * Asks the provider where an open attempt stands and applies the answer (a return from a provider
 * page only triggers this; the answer or a webhook decides). An attempt whose start never answered
 * replays the start with its key to learn the provider's payment. A decided attempt answers as it is.
 * `buyerId` null: the system (sweeps).
 */
export async function refreshAttempt(
  db: Db,
  deps: AppDeps,
  buyerId: number | null,
  attemptId: number,
): Promise<AttemptResult> {
  const rec = await readAttempt(db, buyerId, attemptId);
  if (!isOpenPaymentStatus(rec.record_status)) return attemptResult(db, rec.id);
  let state: PaymentState | undefined;
  let next: NextAction | undefined;
  try {
    if (!rec.provider_reference) {
      const started = await callStart(deps, rec);
      state = started;
      next = started.next;
    } else state = await providerOf(deps, rec).status(refOf(rec));
  } catch (error) {
    if (!isVerdict(error)) {
      await repo.touchChecked(db, rec.id);
      return attemptResult(db, rec.id);
    }
    state = {
      providerPaymentId: rec.provider_reference ?? '',
      status: 'failed',
      failureReason: error.details.code,
    };
  }
  const s = state;
  await db.tx(async (q) => {
    const locked = (await repo.byId(q, rec.id, true))!;
    await repo.touchChecked(q, rec.id);
    if (!locked.provider_reference && s.providerPaymentId)
      await repo.setProviderAnswer(
        q,
        rec.id,
        s.providerPaymentId,
        next && next.type !== 'none' ? (next as unknown as Record<string, unknown>) : locked.next_action,
      );
    await applyState(q, locked, s, 'status');
  });
  return attemptResult(db, rec.id);
}

/**
 * Finishes an attempt with what the buyer brought back from the provider: a wallet approval
 * (`{token, payerId}`: captures it), a hosted checkout's `{sessionResult}` / `{redirectResult}`, a
 * pay-later `{authorizationToken}`. Key `attemptId:complete:amount`. 409 when the provider refuses
 * the details (e.g. a wallet order not approved: payments.errors.notCompleted).
 */
export async function completeAttempt(
  db: Db,
  deps: AppDeps,
  buyerId: number,
  attemptId: number,
  details: Record<string, unknown>,
): Promise<AttemptResult> {
  const rec = await readAttempt(db, buyerId, attemptId);
  if (!isOpenPaymentStatus(rec.record_status)) return attemptResult(db, rec.id);
  if (!rec.provider_reference) return refreshAttempt(db, deps, buyerId, attemptId);
  const minor = toProviderMinor(rec.amount_minor, rec.currency);
  let state: PaymentState;
  try {
    state = await providerOf(deps, rec).complete(
      refOf(rec),
      details,
      idempotencyKey(rec.id, 'complete', minor),
    );
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'invalid_request')
      throw conflict('payments.errors.notCompleted', { code: error.details.code });
    if (error instanceof ProviderError && error.kind === 'declined')
      state = {
        providerPaymentId: rec.provider_reference,
        status: 'failed',
        failureReason: error.details.code ?? 'declined',
      };
    else throw unavailable(error);
  }
  await db.tx(async (q) => applyState(q, (await repo.byId(q, rec.id, true))!, state, 'complete'));
  return attemptResult(db, rec.id);
}

/**
 * Closes an attempt (the buyer pays again, or it expired): an open one is cancelled at the provider
 * FIRST (key `attemptId:cancel:amount`); if the provider says it was paid after all it becomes
 * PAY_SUCCESS and stays the payment — never a second charge. A failed one just closes. A paid one
 * answers as it is. 503 when the provider cannot be reached (nothing closed).
 */
export async function closeAttempt(
  db: Db,
  deps: AppDeps,
  buyerId: number | null,
  attemptId: number,
  source: 'close' | 'sweep' = 'close',
): Promise<AttemptResult> {
  const rec = await readAttempt(db, buyerId, attemptId);
  if (rec.record_status === 'PAY_FAILED') {
    await db.tx(async (q) => {
      const locked = (await repo.byId(q, rec.id, true))!;
      if (locked.record_status === 'PAY_FAILED') await moveAttempt(q, locked, 'CLOSED', source);
    });
    return attemptResult(db, rec.id);
  }
  if (!isOpenPaymentStatus(rec.record_status)) return attemptResult(db, rec.id);
  let providerPaymentId = rec.provider_reference;
  let state: PaymentState;
  try {
    if (!providerPaymentId) {
      // Learn whether the provider ever created it (the start may have timed out after it did).
      const started = await callStart(deps, rec);
      providerPaymentId = started.providerPaymentId || null;
    }
    const minor = toProviderMinor(rec.amount_minor, rec.currency);
    state = await providerOf(deps, rec).cancel(
      { ...refOf(rec), providerPaymentId },
      idempotencyKey(rec.id, 'cancel', minor),
    );
  } catch (error) {
    throw unavailable(error);
  }
  await db.tx(async (q) => {
    const locked = (await repo.byId(q, rec.id, true))!;
    if (!locked.provider_reference && providerPaymentId)
      await repo.setProviderAnswer(q, rec.id, providerPaymentId, null);
    if (state.status === 'succeeded' || state.status === 'authorised') {
      await applyState(q, locked, state, source, { closeAsked: true });
    } else if (state.status === 'canceled' || state.status === 'failed') {
      if (canMovePayment(locked.record_status, 'CLOSED'))
        await moveAttempt(q, locked, 'CLOSED', source, { providerStatus: state.status });
    }
    // Still pending at the provider (it could not cancel): left open; the next sweep asks again.
  });
  return attemptResult(db, rec.id);
}

/**
 * Captures an authorised attempt (all of it unless `amountMinor`, our minor units). Key
 * `attemptId:capture:amount`: any number of concurrent or repeated captures capture once.
 */
export async function captureAttempt(
  db: Db,
  deps: AppDeps,
  attemptId: number,
  amountMinor?: number,
  source: 'capture' | 'sweep' = 'capture',
): Promise<AttemptResult> {
  const rec = await readAttempt(db, null, attemptId);
  if (rec.record_status === 'PAY_SUCCESS') return attemptResult(db, rec.id);
  if (rec.record_status !== 'PRE_AUTH_SUCCESS') throw conflict('payments.errors.notCapturable');
  const minor = toProviderMinor(amountMinor ?? rec.amount_minor, rec.currency);
  let state: PaymentState;
  try {
    state = await providerOf(deps, rec).capture(
      refOf(rec),
      { minor, currency: rec.currency },
      idempotencyKey(rec.id, 'capture', minor),
    );
  } catch (error) {
    if (isVerdict(error)) {
      // The authorisation is gone (lapsed or voided): the attempt closes; the order keeps its status
      // and the transition records why (an operator follows it up).
      await db.tx(async (q) => {
        const locked = (await repo.byId(q, rec.id, true))!;
        if (locked.record_status === 'PRE_AUTH_SUCCESS')
          await moveAttempt(q, locked, 'CLOSED', source, {
            captureFailed: error.details.code ?? error.message,
          });
      });
      return attemptResult(db, rec.id);
    }
    throw unavailable(error);
  }
  await db.tx(async (q) =>
    applyState(q, (await repo.byId(q, rec.id, true))!, state, source, { capturedMinor: minor }),
  );
  return attemptResult(db, rec.id);
}

// -------------------------------------------------------------------------------------------------
// Read models

async function readAttempt(q: Queryable, buyerId: number | null, attemptId: number): Promise<AttemptRow> {
  const rec =
    buyerId === null ? await repo.byId(q, attemptId) : await repo.byIdForBuyer(q, buyerId, attemptId);
  if (!rec) throw notFound();
  return rec;
}

async function attemptResult(q: Queryable, attemptId: number): Promise<AttemptResult> {
  const rec = (await repo.byId(q, attemptId))!;
  const attempt = attemptDto(rec, await repo.orderIdsOfContract(q, rec.contract_id));
  return { attempt, next: (attempt.nextAction as NextAction | null) ?? { type: 'none' } };
}

/** The buyer's attempt (404 for another buyer's or an unknown id, like every buyer read). */
export async function attemptForBuyer(
  q: Queryable,
  buyerId: number,
  attemptId: number,
): Promise<PaymentAttempt> {
  const rec = await readAttempt(q, buyerId, attemptId);
  return attemptDto(rec, await repo.orderIdsOfContract(q, rec.contract_id));
}

/** The attempt with this payUniqueKey (bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc). */
export async function attemptByPayUniqueKey(
  q: Queryable,
  buyerId: number,
  payUniqueKey: string,
): Promise<PaymentAttempt | undefined> {
  const rec = await repo.byPayUniqueKeyForBuyer(q, buyerId, payUniqueKey);
  return rec ? attemptDto(rec, await repo.orderIdsOfContract(q, rec.contract_id)) : undefined;
}

/**
 * The contract's newest attempt (trade_SecondaryPayFlow's payUniqueKey, paymentRecordStatus,
 * paymentRecordId; the payment start decision of spec §4 reads its status), or undefined.
 */
export async function latestAttemptOfContract(
  q: Queryable,
  buyerId: number,
  contractId: number,
): Promise<PaymentAttempt | undefined> {
  const rec = await repo.latestOfContract(q, buyerId, contractId);
  return rec ? attemptDto(rec, await repo.orderIdsOfContract(q, rec.contract_id)) : undefined;
}

/**
 * The methods this instance can take for a payment (the cashier's channels filter on it): each with
 * the provider that takes it. Amount in our minor units; `site` the storefront.
 */
export function eligibleMethods(
  deps: AppDeps,
  p: { amountMinor: number; currency: string; site: string; guest: boolean },
): { method: PaymentMethod; provider: string }[] {
  const country = providerCountry(p.site);
  const minor = toProviderMinor(p.amountMinor, p.currency);
  const out: { method: PaymentMethod; provider: string }[] = [];
  for (const method of PAYMENT_METHODS) {
    const provider = deps.providers.payments.forMethod(method);
    if (provider.eligible(minor, p.currency, country, p.guest).includes(method))
      out.push({ method, provider: provider.name });
  }
  return out;
}

/**
 * A pay-later widget session before any attempt (POST /api/payments/v1/sessions): the provider that
 * takes pay-later on this instance answers its client token.
 */
export async function createWidgetSession(
  deps: AppDeps,
  p: { type: string; site: string; language: string },
): Promise<{ clientToken: string; sessionId: string }> {
  try {
    return await deps.providers.payments.forMethod('pay_later').createSession({
      type: p.type,
      country: providerCountry(p.site),
      locale: cardFieldsLocale(p.language),
    });
  } catch (error) {
    throw unavailable(error);
  }
}

// -------------------------------------------------------------------------------------------------
// Webhooks

export const WEBHOOK_JOB = 'payments.webhook';

/**
 * Receives a provider's webhook: verified on the RAW body by the provider's own `parseWebhook`
 * (a bad signature throws WebhookSignatureError before anything is written), each event stored once
 * (unique provider + event id) with a job to process it, in one transaction. Answers how many were new.
 */
export async function receiveWebhook(
  db: Db,
  deps: AppDeps,
  providerName: string,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ received: number; duplicates: number }> {
  const provider = deps.providers.payments.get(providerName);
  const events = await provider.parseWebhook(rawBody, headers);
  return db.tx(async (q) => {
    let received = 0;
    for (const e of events) {
      const id = await repo.insertEvent(q, provider.name, e.id, e.kind, e);
      if (id === undefined) continue;
      received++;
      await scheduleDeadline(q, WEBHOOK_JOB, id, new Date());
    }
    return { received, duplicates: events.length - received };
  });
}

/** What another feature does with webhook events that are not payments (card setups: the cards feature). */
export type WebhookEventHandler = (q: Queryable, event: ProviderEvent, provider: string) => Promise<string>;

/**
 * Processes one stored webhook event inside the job's transaction: a payment event moves its attempt
 * forward through the writer (a replayed, duplicated or out-of-order one changes nothing more);
 * other kinds go to the handler registered for them, or are kept as seen.
 */
export async function processWebhookEvent(
  q: Queryable,
  eventRowId: number,
  handlers: Partial<Record<ProviderEvent['kind'], WebhookEventHandler>> = {},
): Promise<string> {
  const row = await repo.lockEvent(q, eventRowId);
  if (!row || row.processed_at) return 'done before';
  const e = row.event as ProviderEvent;
  let outcome: string;
  if (e.kind === 'payment') {
    const byRef = e.reference && /^\d{1,15}$/.test(e.reference) ? Number(e.reference) : null;
    const found =
      (byRef !== null ? await repo.byId(q, byRef, true) : undefined) ??
      (await repo
        .byProviderReference(q, row.provider, e.providerPaymentId)
        .then((r) => (r ? repo.byId(q, r.id, true) : undefined)));
    if (!found || found.provider !== row.provider) outcome = 'unknown attempt';
    else if (found.provider_reference && found.provider_reference !== e.providerPaymentId)
      outcome = 'other payment';
    else {
      if (!found.provider_reference)
        await repo.setProviderAnswer(q, found.id, e.providerPaymentId, found.next_action);
      const moved = await applyState(
        q,
        found,
        {
          status: e.status,
          failureReason: e.failureReason,
          capturedMinor: e.capturedMinor,
          authorisationExpiresAt: e.authorisationExpiresAt ? new Date(e.authorisationExpiresAt) : undefined,
        },
        'webhook',
        { eventId: e.id },
      );
      outcome = moved ? 'moved' : 'no change';
    }
  } else {
    const handler = handlers[e.kind];
    outcome = handler ? await handler(q, e, row.provider) : 'ignored';
  }
  await repo.markEventProcessed(q, row.id, outcome);
  return outcome;
}

// -------------------------------------------------------------------------------------------------
// Sweeps (payments-sweeps.ts runs them outside transactions)

/** Attempts open past PAYMENT_ATTEMPT_TTL_MINUTES: asked about, then closed (cancelled first). */
export async function expireOpenAttempts(db: Db, deps: AppDeps, limit = 20): Promise<number> {
  const ids = await db.tx((q) => repo.claimExpired(q, limit));
  let closed = 0;
  for (const id of ids) {
    try {
      const fresh = await refreshAttempt(db, deps, null, id);
      if (!isOpenPaymentStatus(fresh.attempt.recordStatus)) continue;
      const after = await closeAttempt(db, deps, null, id, 'sweep');
      if (after.attempt.recordStatus === 'CLOSED') closed++;
    } catch {
      // The provider could not answer: the lease runs out and a later sweep asks again.
    }
  }
  return closed;
}

/** Authorisations captured PAYMENT_CAPTURE_MARGIN_HOURS before they lapse. */
export async function captureBeforeLapse(db: Db, deps: AppDeps, limit = 20): Promise<number> {
  const ids = await db.tx((q) => repo.claimCapturable(q, deps.config.payments.captureMarginMs, limit));
  let captured = 0;
  for (const id of ids) {
    try {
      const r = await captureAttempt(db, deps, id, undefined, 'sweep');
      if (r.attempt.recordStatus === 'PAY_SUCCESS') captured++;
    } catch {
      // Unreachable provider: a later sweep tries again while the margin lasts.
    }
  }
  return captured;
}
