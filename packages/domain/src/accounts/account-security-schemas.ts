import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import { captchaSchema, PASSWORD_MAX } from './accounts-schemas.ts';
import {
  emailInputSchema,
  mobileInputSchema,
  mobilePrefixSchema,
  normalisePhone,
  verificationCodeSchema,
} from './verification-schemas.ts';

/**
 * Request schemas of the account-security calls of spec §7 that bind an e-mail or a phone and delete
 * the account (issue 15; decision 044). Field names are the spec's: `email`/`emailCode`,
 * `mobile`/`prefix`/`smsCode`, the image captcha as `captcha` with its `token`. The building blocks
 * (code, e-mail, number, calling code) are those of the verification codes (decision 043).
 */

/** Whether prefix and number make a real phone number (libphonenumber's metadata). */
export function isValidMobile(prefix: string | undefined, mobile: string): boolean {
  try {
    return isValidPhoneNumber(normalisePhone(prefix, mobile));
  } catch {
    return false;
  }
}

const prefix = textInput(6, { required: 'security.mobile.prefixRequired' }).pipe(mobilePrefixSchema);
const phoneFields = { mobile: mobileInputSchema, prefix };

/** A number to bind must be a real one for its calling code (field `mobile`). */
const realPhone = (v: { mobile: string; prefix: string }, ctx: z.RefinementCtx) => {
  // A number or prefix already refused by its own field is not judged again.
  const shaped =
    mobileInputSchema.safeParse(v.mobile).success && mobilePrefixSchema.safeParse(v.prefix).success;
  if (shaped && !isValidMobile(v.prefix, v.mobile))
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'accounts.mobile.format' });
};

/**
 * Re-authentication for binding (decision 044): the current password when the account has one. It
 * is optional here because an account without a password (a third-party sign-in) re-authenticates by
 * a sign-in of the last 10 minutes instead; the server decides which applies.
 */
const currentPassword = textInput(PASSWORD_MAX).optional();

/** POST /api/user/web/email/bind/send-email-code: a code to the new address. */
export const bindEmailSendSchema = z.object({ email: emailInputSchema, password: currentPassword });
export type BindEmailSendInput = z.infer<typeof bindEmailSendSchema>;

/** POST /api/user/web/email/bind (spec §7: email, emailCode). */
export const bindEmailSchema = z.object({ email: emailInputSchema, emailCode: verificationCodeSchema });
export type BindEmailInput = z.infer<typeof bindEmailSchema>;

/** POST /api/user/web/mobile/bind/send-sms-code: a code to the new number. */
export const bindMobileSendSchema = z
  .object({ ...phoneFields, password: currentPassword })
  .superRefine(realPhone);
export type BindMobileSendInput = z.infer<typeof bindMobileSendSchema>;

/** POST /api/user/web/mobile/bind: the number and its code. */
export const bindMobileSchema = z
  .object({ ...phoneFields, smsCode: verificationCodeSchema })
  .superRefine(realPhone);
export type BindMobileInput = z.infer<typeof bindMobileSchema>;

const captchaFields = {
  captcha: captchaSchema,
  token: textInput(200, { required: 'accounts.captcha.required' }).min(1, 'accounts.captcha.required'),
};

/** POST /api/user/web/destroy-send-sms-code (spec §7: captcha, token, mobile, prefix). */
export const destroySendSmsSchema = z.object({ ...captchaFields, ...phoneFields });
export type DestroySendSmsInput = z.infer<typeof destroySendSmsSchema>;

/** POST /api/user/web/destroy-send-email-code (spec §7: captcha, token, email). */
export const destroySendEmailSchema = z.object({ ...captchaFields, email: emailInputSchema });
export type DestroySendEmailInput = z.infer<typeof destroySendEmailSchema>;

/**
 * flow bbc_user_DestroyUserFlow (spec §7): email plus emailCode, or mobile plus prefix plus smsCode.
 * One object whose missing fields are named, so a half-filled payload says what it lacks.
 */
export const destroyUserSchema = z
  .object({
    email: emailInputSchema.optional(),
    emailCode: verificationCodeSchema.optional(),
    mobile: mobileInputSchema.optional(),
    prefix: prefix.optional(),
    smsCode: verificationCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const byPhone = v.mobile !== undefined || v.prefix !== undefined || v.smsCode !== undefined;
    const byMail = v.email !== undefined || v.emailCode !== undefined;
    if (byPhone && byMail) need('email', 'security.destroy.oneWay');
    else if (byPhone) {
      if (v.mobile === undefined) need('mobile', 'accounts.mobile.required');
      if (v.prefix === undefined) need('prefix', 'security.mobile.prefixRequired');
      if (v.smsCode === undefined) need('smsCode', 'accounts.code.required');
    } else {
      if (v.email === undefined) need('email', 'accounts.email.required');
      if (v.emailCode === undefined) need('emailCode', 'accounts.code.required');
    }
  });
export type DestroyUserInput = z.infer<typeof destroyUserSchema>;
