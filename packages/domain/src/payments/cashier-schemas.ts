import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { SITE_CODES } from '../sites.ts';

const country = textInput(2).regex(/^[A-Za-z]{2}$/, 'errors.invalidData');

/**
 * pay_RenderCashierNoOrderFlow (spec §7): environment PC, countryCode, site, optional excludeCountry;
 * plus our optional `tradeContractId`, so the server filters by the contract (decision 037).
 * `excludeCountry` is the region the region-based exclusions apply to when there is no contract (the
 * shipping country chosen so far); with a contract its shipping address decides.
 */
export const renderCashierSchema = z.object({
  environment: z.enum(['PC', 'H5']).default('PC'),
  countryCode: country,
  site: z.enum(SITE_CODES),
  excludeCountry: country.optional(),
  tradeContractId: idInput().optional(),
});
export type RenderCashierInput = z.infer<typeof renderCashierSchema>;
