import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import { captchaSchema, passwordSchema } from './accounts-schemas.ts';

/** Verification codes (issue 15, decision 043, DESIGN §7): 6 digits, 10 minutes, single use, 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** The send buttons count down this long before a new code may be asked for (spec §9). */
export const CODE_RESEND_SECONDS = 60;

export const CODE_PURPOSES = ['RESET_PASSWORD', 'BIND_EMAIL', 'BIND_MOBILE', 'DESTROY'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const CODE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: required, exactly 6 digits, else "format incorrect". */
// Room for spaces around a pasted code; they are trimmed before the six digits are checked.
export const verificationCodeSchema = textInput(CODE_LENGTH + 14, {
  required: 'accounts.code.required',
  tooLong: 'accounts.code.format',
})
  .trim()
  .min(1, 'accounts.code.required')
  .regex(/^\d{6}$/, 'accounts.code.format');

export const emailInputSchema = textInput(254, {
  required: 'accounts.email.required',
  tooLong: 'accounts.email.format',
})
  .trim()
  .min(1, 'accounts.email.required')
  .regex(emailPattern, 'accounts.email.format');

/** The national number; spaces, dashes and brackets are allowed around 4 to 15 digits. */
export const mobileInputSchema = textInput(30, {
  required: 'accounts.mobile.required',
  tooLong: 'accounts.mobile.format',
})
  .trim()
  .min(1, 'accounts.mobile.required')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return /^[0-9 ()-]+$/.test(v) && digits >= 4 && digits <= 15;
  }, 'accounts.mobile.format');

/** A calling code such as `+49` or `49`. */
export const mobilePrefixSchema = textInput(6, { tooLong: 'accounts.mobile.prefixFormat' })
  .trim()
  .regex(/^\+?[1-9]\d{0,3}$/, 'accounts.mobile.prefixFormat');

/** The prefix the storefront assumes when a payload carries none. */
export const DEFAULT_MOBILE_PREFIX = '+49';

/**
 * The one spelling of a phone number we store and send to: `+<prefix><national number>`, digits only,
 * a national trunk 0 dropped (`+49`, `0151 234` → `+49151234`). `app_user.phone` holds this form.
 */
export function normalisePhone(prefix: string | undefined, mobile: string): string {
  const p = (prefix || DEFAULT_MOBILE_PREFIX).replace(/\D/g, '');
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  return `+${p}${national}`;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A sign-in account typed as a phone number, in the stored form: `+44 7911 123456` and
 * `0044 7911 123456` as written, `0151 2345 6789` with the storefront's default prefix. Undefined for
 * an e-mail address or too few digits to be a number.
 */
export function phoneFromAccount(account: string): string | undefined {
  const typed = account.trim();
  if (typed.includes('@') || !/^[+\d][\d\s()./-]*$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  if (typed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return normalisePhone(undefined, typed);
}

const captchaFields = {
  captcha: captchaSchema,
  /** The token GET /api/user/web/captcha answered with the picture. */
  token: textInput(200, { required: 'accounts.captcha.required' }).min(1, 'accounts.captcha.required'),
};
const optionalCaptcha = { captcha: captchaSchema.optional(), token: textInput(200).optional() };

/** POST password/send-sms (spec §7: captcha, token, mobile, mobilePrefix). */
export const passwordSendSmsSchema = z.object({
  ...captchaFields,
  mobile: mobileInputSchema,
  mobilePrefix: mobilePrefixSchema.optional(),
});
/** POST password/send-email (captcha, token, email). */
export const passwordSendEmailSchema = z.object({ ...captchaFields, email: emailInputSchema });

/** POST mobile/reset/send-sms: no captcha in the spec's payload; one is checked when sent. */
export const mobileResetSendSchema = z.object({
  ...optionalCaptcha,
  mobile: mobileInputSchema,
  mobilePrefix: mobilePrefixSchema.optional(),
});
/** POST email/reset/send-email */
export const emailResetSendSchema = z.object({ ...optionalCaptcha, email: emailInputSchema });

/** POST mobile/reset/check-sms-code and password/reset-sms-code-verify */
export const smsCodeCheckSchema = z.object({
  mobile: mobileInputSchema,
  mobilePrefix: mobilePrefixSchema.optional(),
  smsCode: verificationCodeSchema,
});
/** POST email/reset/check-email-code and password/reset-email-code-verify */
export const emailCodeCheckSchema = z.object({ email: emailInputSchema, emailCode: verificationCodeSchema });

const verifyToken = textInput(200, { required: 'accounts.reset.tokenInvalid' }).min(
  1,
  'accounts.reset.tokenInvalid',
);

/** POST mobile/reset: the token the code check answered, and the new password. */
export const mobileResetSchema = z.object({
  mobile: mobileInputSchema,
  mobilePrefix: mobilePrefixSchema.optional(),
  verifyToken,
  password: passwordSchema,
});
/** POST email/reset */
export const emailResetSchema = z.object({ email: emailInputSchema, verifyToken, password: passwordSchema });
/** POST password/reset-by-verify-token */
export const resetByVerifyTokenSchema = z.object({ verifyToken, password: passwordSchema });

/** PUT password/change-password */
export const changePasswordSchema = z.object({
  oldPassword: textInput(256, { required: 'accounts.password.currentRequired' }).min(
    1,
    'accounts.password.currentRequired',
  ),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
