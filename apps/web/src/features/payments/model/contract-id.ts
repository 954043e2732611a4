/** The `tradeContractId` of a checkout URL: a positive whole number of up to 15 digits, else null. */
export function readContractId(value: string | null): number | null {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
