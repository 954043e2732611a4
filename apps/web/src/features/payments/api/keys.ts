/** Query keys of the payments feature. */
export const PAYMENTS_KEY = ['payments'] as const;
export const CASHIER_KEY = [...PAYMENTS_KEY, 'cashier'] as const;
export const PAY_STATUS_KEY = [...PAYMENTS_KEY, 'status'] as const;
