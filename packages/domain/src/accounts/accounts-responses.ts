import { z } from 'zod';
import { LANGUAGES, SITE_CODES } from '../sites.ts';
import { idOutSchema } from '../wire-schemas.ts';
import { ROLES } from './accounts-schemas.ts';

/** Response schemas of the account routes under /api/user/web (decision 013). */

/** Who is signed in (GET /api/user/web/current; also the answer of login, signup and tourist). */
export const currentUserSchema = z.strictObject({
  id: idOutSchema,
  nickname: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  isTourist: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  language: z.enum(LANGUAGES).nullable(),
  site: z.enum(SITE_CODES),
  shopId: idOutSchema.nullable(),
  /** Whether the banner shows the merchant entry link (the server decides). */
  showMerchantEntry: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/user/web/current: null without a session. */
export const currentUserResponseSchema = currentUserSchema.nullable();

/** GET /api/user/web/captcha: a new captcha when one is required. */
export const captchaResponseSchema = z.strictObject({
  required: z.boolean(),
  token: z.string().optional(),
  svg: z.string().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/** POST /api/user/web/language */
export const languageResponseSchema = z.strictObject({ language: z.enum(LANGUAGES) });

/** POST /api/user/web/site */
export const siteResponseSchema = z.strictObject({ site: z.enum(SITE_CODES) });
