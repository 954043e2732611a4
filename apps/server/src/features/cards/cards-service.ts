import {
  type CardEvent,
  type CreateCardInput,
  cardFieldsLocale,
  nextCardStatus,
  providerCountry,
  type SiteCode,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import {
  type CardSetupState,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
} from '../../providers/payments/payment-provider.ts';
import { type CardRow, cardsRepository as repo } from './cards-repository.ts';

/**
 * Saved cards (decision 030): the rules and the one writer of the card lifecycle (`moveCardStatus`,
 * CARD_TRANSITIONS in packages/domain). Other features (the payments webhook job, checkout) come
 * here — `settleCardSetup` for a provider's word on a setup, `activeCardsOf` for paying with one.
 */

type Source = 'BUYER' | 'PROVIDER' | 'SYSTEM';

/** A provider that cannot answer now: 502 with its own message, nothing of ours changed. */
const providerFailed = () => new AppError('PROVIDER_ERROR', 'cards.errors.provider', {}, undefined, 502);

async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ProviderError) throw providerFailed();
    throw e;
  }
}

/**
 * THE writer of saved_card.status: checks the transition table, moves the row only from the status
 * it was read in, and logs the move in saved_card_event in the same transaction. Answers the card as
 * it is now, or null when another writer moved it first (nothing is done twice).
 */
export async function moveCardStatus(
  q: Queryable,
  card: CardRow,
  event: CardEvent,
  source: Source,
  patch: Parameters<typeof repo.moveCardRow>[4] = {},
): Promise<CardRow | null> {
  const to = nextCardStatus(card.status, event);
  if (!to) return null;
  const moved = await repo.moveCardRow(q, card.id, card.status, to, patch);
  if (!moved) return null;
  await repo.addCardEvent(q, card.id, card.status, to, event, source, {
    reason: patch.failureReason ?? null,
  });
  return moved;
}

/**
 * customer_CreateCardFlow: a SETUP_PENDING card and a setup at the card provider, whose client secret
 * the browser confirms in the provider's own fields. The billing details go to the provider only.
 */
export async function startCardSetup(
  db: Db,
  deps: AppDeps,
  buyerId: number,
  input: CreateCardInput,
  ctx: { site: SiteCode; language: string; email?: string | null },
): Promise<{ id: number; clientSecret: string }> {
  const provider = deps.providers.payments.forMethod('card');
  if (!provider.savesCards) throw new AppError('CONFLICT', 'cards.errors.unsupported');
  const { card, customer } = await db.tx(async (q) => ({
    card: (await repo.insertSetup(q, buyerId, provider.name, input.isSave === 1))!,
    customer: await repo.customerOf(q, buyerId, provider.name),
  }));
  const country = providerCountry(input.country.toUpperCase());
  const setup = await viaProvider(() =>
    provider.setupCard({
      reference: String(card.id),
      customer: {
        reference: String(buyerId),
        providerCustomerId: customer?.provider_customer_id ?? null,
        email: input.email,
        name: input.cardHolderName,
      },
      country: providerCountry(ctx.site),
      locale: cardFieldsLocale(ctx.language),
      billing: {
        name: input.cardHolderName,
        email: input.email,
        phone: input.mobile,
        country,
        postalCode: input.zipCode,
        city: input.city || undefined,
        state: input.state || undefined,
        line1: `${input.street} ${input.houseNumber}`.trim(),
        line2: input.address,
      },
      idempotencyKey: `card:${card.id}:setup:0`,
    }),
  );
  await db.tx(async (q) => {
    await repo.setSetup(q, card.id, setup.providerSetupId, setup.providerCustomerId);
    await repo.saveCustomer(q, buyerId, provider.name, setup.providerCustomerId);
  });
  return { id: Number(card.id), clientSecret: setup.clientSecret };
}

/**
 * The provider's word on a setup (a status answer or, from payments-core, a webhook): ACTIVE with
 * the token, brand, last four and expiry, or SETUP_FAILED. Anything but a pending card is left as
 * it is, so a late or replayed word changes nothing. The first active card becomes the default.
 */
export async function settleCardSetup(
  q: Queryable,
  providerName: string,
  state: CardSetupState,
  source: Source = 'PROVIDER',
): Promise<CardRow | null> {
  const card = await repo.bySetup(q, providerName, state.providerSetupId);
  if (card?.status !== 'SETUP_PENDING') return card ?? null;
  if (state.status === 'succeeded' && state.card) {
    const moved = await moveCardStatus(q, card, 'SETUP_SUCCEEDED', source, {
      token: state.card.token,
      brand: state.card.brand,
      last4: state.card.last4,
      expMonth: state.card.expMonth,
      expYear: state.card.expYear,
    });
    if (moved?.is_save) {
      const active = await repo.lockActiveOfBuyer(q, card.buyer_id);
      if (!active.some((c) => c.is_default)) {
        await repo.setDefault(q, card.buyer_id, card.id);
        return { ...moved, is_default: true };
      }
    }
    return moved;
  }
  if (state.status === 'failed' || state.status === 'canceled')
    return moveCardStatus(q, card, 'SETUP_FAILED', source, {
      failureReason: state.failureReason ?? state.status,
    });
  return card;
}

/**
 * A verified provider webhook about a card setup (the payments webhook job hands `setup` events here,
 * inside its transaction): settles the card like a status answer would. Answers the job's outcome.
 */
export async function onCardSetupEvent(
  q: Queryable,
  event: ProviderEvent,
  provider: string,
): Promise<string> {
  if (event.kind !== 'setup') return 'not a setup';
  const card = await settleCardSetup(q, provider, {
    providerSetupId: event.providerSetupId,
    status: event.status,
    card: event.card,
    failureReason: event.failureReason,
  });
  return card ? `card ${card.status}` : 'unknown setup';
}

/**
 * customer_QueryOneCardFunc (the browser polls it): a pending card asks its provider how the setup
 * stands and settles it; payCenterToken appears once the card is ACTIVE.
 */
export async function refreshCard(db: Db, deps: AppDeps, buyerId: number, id: number): Promise<CardRow> {
  const card = await repo.ofBuyer(db, buyerId, id);
  if (!card) throw notFound('cards.errors.notFound');
  if (card.status !== 'SETUP_PENDING' || !card.provider_setup_id) return card;
  const provider = deps.providers.payments.get(card.provider);
  const state = await viaProvider(() => provider.setupStatus(card.provider_setup_id!));
  if (state.status === 'pending' || state.status === 'requires_action') return card;
  return db.tx(async (q) => (await settleCardSetup(q, provider.name, state)) ?? card);
}

export function activeCardsOf(q: Queryable, buyerId: number, saved = true) {
  return repo.listActive(q, buyerId, saved);
}

/** One default per buyer: the buyer's active cards are locked in id order, then one is marked. */
export async function setDefaultCard(db: Db, buyerId: number, id: number): Promise<void> {
  await db.tx(async (q) => {
    const active = await repo.lockActiveOfBuyer(q, buyerId);
    if (!active.some((c) => Number(c.id) === id)) throw notFound('cards.errors.notFound');
    await repo.setDefault(q, buyerId, id);
  });
}

/**
 * Deletes an active card: first at the provider (which answers success for one already gone), then
 * here; the newest remaining card becomes the default when the default went.
 */
export async function deleteCard(db: Db, deps: AppDeps, buyerId: number, id: number): Promise<void> {
  const card = await repo.ofBuyer(db, buyerId, id);
  if (card?.status !== 'ACTIVE') throw notFound('cards.errors.notFound');
  const provider: PaymentProvider = deps.providers.payments.get(card.provider);
  if (card.provider_customer_id && card.pay_center_token)
    await viaProvider(() => provider.deleteSaved(card.provider_customer_id!, card.pay_center_token!));
  await db.tx(async (q) => {
    await repo.lockActiveOfBuyer(q, buyerId);
    const locked = await repo.ofBuyer(q, buyerId, id, true);
    if (locked?.status !== 'ACTIVE') return;
    await moveCardStatus(q, locked, 'DELETED', 'BUYER');
    if (locked.is_default) {
      const [next] = await repo.listActive(q, buyerId, true);
      if (next) await repo.setDefault(q, buyerId, next.id);
    }
  });
}

const SWEEP_BATCH = 20;

/**
 * Setups never confirmed within CARD_SETUP_TTL_MINUTES are given up (EXPIRED). The provider is asked
 * first: one that did succeed (the buyer closed the page before the poll saw it) is kept.
 */
export async function giveUpStaleSetups(q: Queryable, deps: AppDeps): Promise<number> {
  const stale = await repo.staleSetups(q, deps.config.payments.setupTtlMs, SWEEP_BATCH);
  let changed = 0;
  for (const card of stale) {
    let state: CardSetupState | null = null;
    if (card.provider_setup_id) {
      try {
        state = await deps.providers.payments.get(card.provider).setupStatus(card.provider_setup_id);
      } catch (e) {
        if (!(e instanceof ProviderError) || e.kind !== 'not_found') continue;
      }
    }
    if (state && state.status !== 'pending' && state.status !== 'requires_action') {
      await settleCardSetup(q, card.provider, state, 'SYSTEM');
    } else await moveCardStatus(q, card, 'SETUP_GIVEN_UP', 'SYSTEM', { failureReason: 'setup_timeout' });
    changed++;
  }
  return changed;
}
