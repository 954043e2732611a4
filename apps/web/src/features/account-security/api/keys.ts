/** The query-key root of the account-security page: a bind or a deletion invalidates it. */
export const SECURITY_KEY = ['account-security'] as const;
