import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import { LANGUAGES, SITE_CODES } from '../sites.ts';

export const PASSWORD_MIN = 8;
export const CAPTCHA_LENGTH = 4;
/** Failed sign-ins (per account) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const SIGNUP_SUCCESS_COUNTDOWN_SECONDS = 10;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 ()-]{6,20}$/;
/** Spaces, dashes and brackets are allowed around the digits, but a phone number needs at least six of them. */
const isPhone = (v: string) => phonePattern.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;

export const PASSWORD_MAX = 256;

export const passwordSchema = textInput(PASSWORD_MAX, { required: 'accounts.password.required' })
  .min(1, 'accounts.password.required')
  .min(PASSWORD_MIN, 'accounts.password.min');

/** Spec §5: required, exactly 4 letters or digits. */
export const captchaSchema = textInput(CAPTCHA_LENGTH, {
  required: 'accounts.captcha.required',
  tooLong: 'accounts.captcha.format',
})
  .min(1, 'accounts.captcha.required')
  .regex(/^[A-Za-z0-9]{4}$/, 'accounts.captcha.format');

export const loginSchema = z.object({
  account: textInput(254, { required: 'accounts.account.required', tooLong: 'accounts.account.format' })
    .trim()
    .min(1, 'accounts.account.required')
    .refine((v) => emailPattern.test(v) || isPhone(v), 'accounts.account.format'),
  password: textInput(PASSWORD_MAX, { required: 'accounts.password.required' }).min(
    1,
    'accounts.password.required',
  ),
  captcha: captchaSchema.optional(),
  captchaToken: textInput(200).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  email: textInput(254, { required: 'accounts.email.required', tooLong: 'accounts.email.format' })
    .trim()
    .min(1, 'accounts.email.required')
    .regex(emailPattern, 'accounts.email.format'),
  password: passwordSchema,
  nickname: textInput(40).trim().optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const setLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
export const setSiteSchema = z.object({ site: z.enum(SITE_CODES) });

/** Hints of the password strength widget, shown while the field has focus. Only the length is required. */
export const PASSWORD_RULES = [
  { key: 'accounts.password.rule.length', test: (p: string) => p.length >= PASSWORD_MIN, required: true },
  { key: 'accounts.password.rule.letter', test: (p: string) => /[A-Za-z]/.test(p), required: false },
  { key: 'accounts.password.rule.digit', test: (p: string) => /\d/.test(p), required: false },
  { key: 'accounts.password.rule.symbol', test: (p: string) => /[^A-Za-z0-9]/.test(p), required: false },
] as const;

/** 0 (weak) to 3 (strong): how many of the rules the password meets beyond the length. */
export function passwordStrength(password: string): number {
  if (password.length < PASSWORD_MIN) return 0;
  return PASSWORD_RULES.filter((r) => !r.required && r.test(password)).length;
}

export const ROLES = ['buyer', 'tourist', 'seller', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** GET /api/user/web/captcha?account=…: whether this account must solve a captcha (one account, bounded). */
export const captchaQuerySchema = z.object({
  account: textInput(254, { tooLong: 'accounts.account.format' }).optional(),
});
