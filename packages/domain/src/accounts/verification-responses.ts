import { z } from 'zod';

/** Response schemas of the code and password routes under /api/user/web (decision 013, 043). */

/** Answer of every send-code call: when the next code may be asked for. */
export const codeSentResponseSchema = z.strictObject({ resendAfterSeconds: z.number().int() });
/** Answer of the code checks: the single-use token the reset takes (15 minutes). */
export const verifyTokenResponseSchema = z.strictObject({ verifyToken: z.string() });
