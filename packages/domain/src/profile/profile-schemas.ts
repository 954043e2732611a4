import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import { isoDateSchema } from '../wire-schemas.ts';

/** The profile of PUT /api/user/web/user-info (spec §7): nickname, gender, birthday, avatar (decision 047). */
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const NICKNAME_MAX = 40;
/** Nobody on the shop is older than this: an earlier birthday is a typing mistake. */
export const BIRTHDAY_MIN = '1900-01-01';

/** growthEventType of the profile-completion reward (spec §7 rewards) and what it is worth. */
export const PROFILE_GROWTH_EVENT = 'COMPLETE_PROFILE';
export const PROFILE_REWARD_GROWTH = 20;
export const PROFILE_REWARD_POINTS = 50;

/** The fields of the profile form; the completion helper looks at every one but the avatar (spec §5). */
export interface ProfileFields {
  nickname: string | null;
  gender: Gender | null;
  birthday: string | null;
  avatar: string | null;
}

export const PROFILE_COMPLETION_FIELDS = [
  'nickname',
  'gender',
  'birthday',
] as const satisfies readonly (keyof ProfileFields)[];

/** Spec §5 "profile-completion helper": every field except the avatar is non-empty. */
export function isProfileComplete(profile: ProfileFields): boolean {
  return PROFILE_COMPLETION_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** The fields still missing before the profile is complete, in form order. */
export function missingProfileFields(profile: ProfileFields): (typeof PROFILE_COMPLETION_FIELDS)[number][] {
  return PROFILE_COMPLETION_FIELDS.filter((field) => {
    const value = profile[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** Today's date (UTC) as YYYY-MM-DD: a birthday may not be later. */
const today = () => new Date().toISOString().slice(0, 10);

export const nicknameSchema = textInput(NICKNAME_MAX, {
  required: 'profile.nickname.required',
  tooLong: 'profile.nickname.tooLong',
})
  .trim()
  .min(1, 'profile.nickname.required')
  .refine((v) => !/\p{Cc}/u.test(v), 'profile.nickname.format');

const isDate = (v: string) => isoDateSchema.safeParse(v).success;

/** A birthday, YYYY-MM-DD, between 1900 and today; empty clears it. */
export const birthdaySchema = textInput(10, { tooLong: 'profile.birthday.format' })
  .refine((v) => v === '' || isDate(v), { message: 'profile.birthday.format', abort: true })
  .refine((v) => v === '' || (v >= BIRTHDAY_MIN && v <= today()), 'profile.birthday.range');

/** The avatar: a `/files/…` URL of the user's own avatar upload (checked by the server), or empty. */
export const avatarUrlSchema = textInput(300, { tooLong: 'profile.avatar.invalid' }).regex(
  /^(\/files\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5})?$/,
  'profile.avatar.invalid',
);

/**
 * PUT /api/user/web/user-info. The nickname is required; gender, birthday and avatar may be left
 * out (kept as they are) or sent empty/null (cleared).
 */
export const updateUserInfoSchema = z.object({
  nickname: nicknameSchema,
  gender: z
    .enum([...GENDERS, ''], { error: 'profile.gender.invalid' })
    .nullable()
    .optional(),
  birthday: birthdaySchema.nullable().optional(),
  avatar: avatarUrlSchema.nullable().optional(),
});
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

/** POST /sapi/mall-customer/complete-customer-profile/send-growth-and-point (body plus site). */
export const sendProfileGrowthSchema = z.object({
  growthEventType: z.literal(PROFILE_GROWTH_EVENT).default(PROFILE_GROWTH_EVENT),
  site: textInput(8).optional(),
});

/**
 * A member's invitation code: eight letters and digits without the look-alikes 0/O, 1/I/L, so it can
 * be read aloud and typed from a screen. Typed codes are compared in capitals.
 */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
const INVITATION_CODE = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`);

/** flow {host}_customer_FillInTheInvitationCodeFlow: the code of the member who invited the caller. */
export const fillInvitationCodeSchema = z.object({
  invitationCode: textInput(32, {
    required: 'profile.invitation.required',
    tooLong: 'profile.invitation.format',
  })
    .trim()
    .min(1, 'profile.invitation.required')
    .transform((v) => v.toUpperCase())
    .refine((v) => INVITATION_CODE.test(v), 'profile.invitation.format'),
});
export type FillInvitationCodeInput = z.infer<typeof fillInvitationCodeSchema>;
