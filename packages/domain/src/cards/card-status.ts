/**
 * The saved-card lifecycle (spec §3 "Card", §4 card setup; decision 030). A card is created as a
 * setup the buyer confirms in the provider's fields; it becomes ACTIVE when the provider says the
 * setup succeeded (a status check or its webhook), SETUP_FAILED when the provider refused it (a
 * declined card, a failed 3-D Secure challenge), EXPIRED when it was never confirmed within
 * CARD_SETUP_TTL_MINUTES (a sweep gives it up). An ACTIVE card the buyer deletes is DELETED (and
 * removed at the provider). The server's one writer is cards-service `moveCardStatus`.
 */
export const CARD_STATUSES = ['SETUP_PENDING', 'ACTIVE', 'SETUP_FAILED', 'EXPIRED', 'DELETED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_EVENTS = ['SETUP_SUCCEEDED', 'SETUP_FAILED', 'SETUP_GIVEN_UP', 'DELETED'] as const;
export type CardEvent = (typeof CARD_EVENTS)[number];

export const CARD_TRANSITIONS: readonly { from: CardStatus; event: CardEvent; to: CardStatus }[] = [
  { from: 'SETUP_PENDING', event: 'SETUP_SUCCEEDED', to: 'ACTIVE' },
  { from: 'SETUP_PENDING', event: 'SETUP_FAILED', to: 'SETUP_FAILED' },
  { from: 'SETUP_PENDING', event: 'SETUP_GIVEN_UP', to: 'EXPIRED' },
  { from: 'ACTIVE', event: 'DELETED', to: 'DELETED' },
];

/** Where an event takes a card in a status, or null when the table has no such move. */
export function nextCardStatus(from: string, event: CardEvent): CardStatus | null {
  return CARD_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

/** The card setup poll (spec §4, §9): every 1 s, about 6 tries, until payCenterToken appears. */
export const CARD_SETUP_POLL_MS = 1000;
export const CARD_SETUP_POLL_TRIES = 6;
