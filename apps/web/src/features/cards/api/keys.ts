/** Query keys of the saved-cards feature: the list and each card sit under `cards`. */
export const CARDS_KEY = ['cards'] as const;
export const CARD_LIST_KEY = [...CARDS_KEY, 'list'] as const;
export const CARD_ONE_KEY = [...CARDS_KEY, 'one'] as const;
export const CARD_PROVIDER_KEY = [...CARDS_KEY, 'provider'] as const;
