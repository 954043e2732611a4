/** Query keys of the coupons feature: the ledger, a contract's discount code and the prize draw. */
export const COUPONS_KEY = ['coupons'] as const;
export const couponsKeys = {
  ledger: (status: string, page: number) => [...COUPONS_KEY, 'ledger', status, page] as const,
  contractDiscount: (contractId: number) => [...COUPONS_KEY, 'contract', contractId] as const,
  drawContent: () => [...COUPONS_KEY, 'draw-content'] as const,
  winnings: () => [...COUPONS_KEY, 'winnings'] as const,
};
