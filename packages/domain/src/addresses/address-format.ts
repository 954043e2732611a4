import * as formatterModule from '@fragaria/address-formatter';

// The package's builds export one object as default (CommonJS `module.exports`, ES `export default`)
// while its types declare named exports: take whichever the loader gives.
const { format } = ((formatterModule as { default?: typeof formatterModule }).default ??
  formatterModule) as typeof formatterModule;

/** What the formatter needs of an address (a saved one or an order's snapshot). */
export interface FormattableAddress {
  company?: string | null;
  poiName?: string | null;
  houseNo?: string | null;
  detailAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  province?: string | null;
  /** ISO 3166-1 alpha-2 (GB for the UK). */
  country?: string | null;
}

/**
 * An address in the lines its country writes it (OpenCage's address templates through
 * `@fragaria/address-formatter`): "Sendlinger Straße 45 / 80331 München" in Germany, "221 Upper Street /
 * London / N1 7GU" in the UK. The detail line (flat, floor, building) follows the street; the country's
 * name, in the reader's language, comes last when given.
 */
export function formatAddressLines(address: FormattableAddress, countryName?: string): string[] {
  const countryCode = (address.country ?? '').toUpperCase();
  const lines = format(
    {
      house: address.company ?? undefined,
      road: address.poiName ?? undefined,
      houseNumber: address.houseNo ?? undefined,
      postcode: address.postalCode ?? undefined,
      city: address.city ?? undefined,
      // Royal Mail asks for no county or constituent country ("England") on a UK address.
      state: countryCode === 'GB' ? undefined : (address.province ?? undefined),
      countryCode: countryCode || undefined,
    },
    { output: 'array', countryCode: countryCode || undefined, fallbackCountryCode: 'DE' },
  ).filter((line) => line.trim() !== '');
  const detail = address.detailAddress?.trim();
  if (detail && !lines.includes(detail)) {
    const street = lines.findIndex((l) => !!address.poiName && l.includes(address.poiName));
    lines.splice(street >= 0 ? street + 1 : lines.length, 0, detail);
  }
  if (countryName) lines.push(countryName);
  return lines;
}
