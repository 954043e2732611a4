/** The query-key root of the address book: every change invalidates it. */
export const ADDRESSES_KEY = ['addresses'] as const;
