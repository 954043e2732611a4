import { z } from 'zod';
import { countSchema } from '../wire-schemas.ts';
import type { codeSentResponseSchema } from './verification-responses.ts';

/** Response schemas of the binding and deletion routes (decisions 013, 044). */

/** GET /api/user/web/security: what the account-security page shows and asks. */
export const securityOverviewSchema = z.strictObject({
  email: z.string().nullable(),
  /** The bound phone in E.164 (`+491512345678`), its calling code and national number. */
  phone: z.string().nullable(),
  mobilePrefix: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Whether binding asks for the current password (else a sign-in of the last 10 minutes does). */
  hasPassword: z.boolean(),
  /** Open orders and after-sales that keep the account from being deleted now. */
  openOrders: countSchema,
  openAfterSales: countSchema,
  /** A seller or operator account is not deleted here. */
  deletable: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** What a send-code call answers (decision 043's `codeSentResponseSchema`). */
export type CodeSent = z.infer<typeof codeSentResponseSchema>;
