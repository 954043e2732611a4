import { z } from 'zod';
import { countSchema, isoTimeSchema } from '../wire-schemas.ts';
import { GENDERS } from './profile-schemas.ts';

/** GET and PUT /api/user/web/user-info: the profile and what the completion helper says of it. */
export const userInfoSchema = z.strictObject({
  nickname: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  /** A `/files/…` URL, or null for the initial. */
  avatar: z.string().nullable(),
  /** Every field but the avatar filled (spec §5). */
  profileComplete: z.boolean(),
  /** The completion reward has been granted to this account (once, ever). */
  completionRewarded: z.boolean(),
  /** The member's own invitation code, to hand to friends. */
  invitationCode: z.string(),
  /** When the member filled in someone's invitation code (once per account), else null. */
  invitedAt: isoTimeSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** PUT /api/user/web/user-info: the saved profile; `rewardGranted` when this save completed it first. */
export const updateUserInfoResponseSchema = userInfoSchema.extend({ rewardGranted: z.boolean() });
export type UpdateUserInfoResult = z.infer<typeof updateUserInfoResponseSchema>;

/** POST /sapi/mall-customer/complete-customer-profile/send-growth-and-point */
export const profileGrowthResponseSchema = z.strictObject({
  growthValue: countSchema,
  points: countSchema,
  /** Whether this request granted it (false: it had been granted before). */
  granted: z.boolean(),
});
export type ProfileGrowthResult = z.infer<typeof profileGrowthResponseSchema>;

/** flow {host}_customer_FillInTheInvitationCodeFlow */
export const fillInvitationCodeResponseSchema = z.strictObject({
  invitedAt: isoTimeSchema,
  /** The inviting member's nickname, as they show it. */
  inviterNickname: z.string(),
});
