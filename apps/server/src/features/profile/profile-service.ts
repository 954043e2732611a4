import { randomInt } from 'node:crypto';
import {
  type FillInvitationCodeInput,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  isProfileComplete,
  type ProfileGrowthResult,
  type UpdateUserInfoInput,
  type UpdateUserInfoResult,
  type UserInfo,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { enforce, type RateLimiter } from '../../platform/rate-limit.ts';
import { ownedUpload } from '../files/files-service.ts';
import { grantProfileReward, profileReward } from '../rewards/rewards-service.ts';
import { type ProfileRow, profileRepository as repo } from './profile-repository.ts';

/** Invitation codes a member may try per hour: enough for typos, too few to walk the code space. */
export const INVITATION_TRIES_PER_HOUR = 10;

const toFields = (row: ProfileRow) => ({
  nickname: row.nickname,
  gender: row.gender,
  birthday: row.birthday,
  avatar: row.avatar_url,
});

function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++)
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

/** The member's own invitation code, made on first use (a clash with another member's code draws again). */
async function invitationCodeOf(q: Queryable, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.invitationCode(q, userId);
    if (existing) return existing;
    await repo.offerInvitationCode(q, userId, newInvitationCode());
  }
  const code = await repo.invitationCode(q, userId);
  if (!code) throw new Error('no free invitation code after five draws');
  return code;
}

async function userInfo(q: Queryable, userId: number, row: ProfileRow): Promise<UserInfo> {
  const fields = toFields(row);
  const invitedAt = await repo.invitedAt(q, userId);
  return {
    ...fields,
    profileComplete: isProfileComplete(fields),
    completionRewarded: !!(await profileReward(q, userId)),
    invitationCode: await invitationCodeOf(q, userId),
    invitedAt: invitedAt ? new Date(invitedAt).toISOString() : null,
  };
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  return db.tx(async (q) => {
    const row = await repo.profile(q, userId);
    if (!row) throw notFound();
    return userInfo(q, userId, row);
  });
}

/**
 * PUT user-info: saves the profile (fields left out stay, empty ones are cleared) and, when the
 * profile is complete, grants the completion reward — once per account, whoever asks and however
 * often at the same time (the ledger's unique key decides).
 */
export async function updateUserInfo(
  db: Db,
  userId: number,
  input: UpdateUserInfoInput,
  site: string | null,
): Promise<UpdateUserInfoResult> {
  return db.tx(async (q) => {
    const current = await repo.profile(q, userId, true);
    if (!current) throw notFound();
    const blank = <T>(v: T | '' | null | undefined, keep: T | null): T | null =>
      v === undefined ? keep : v === '' || v === null ? null : v;
    const next: ProfileRow = {
      nickname: input.nickname,
      gender: blank(input.gender, current.gender),
      birthday: blank(input.birthday, current.birthday),
      avatar_url: blank(input.avatar, current.avatar_url),
    };
    if (next.avatar_url && next.avatar_url !== current.avatar_url) {
      // Only the caller's own avatar upload: another member's file answers like an unknown one.
      const own = await ownedUpload(q, userId, 'avatar', next.avatar_url);
      if (!own) throw invalid([{ path: 'avatar', message: 'profile.avatar.invalid' }]);
    }
    await repo.save(q, userId, next);
    const rewardGranted = isProfileComplete(toFields(next))
      ? await grantProfileReward(q, userId, site)
      : false;
    return { ...(await userInfo(q, userId, next)), rewardGranted };
  });
}

/** The rewards call of spec §7: grants the completion reward when the profile is complete (else 409). */
export async function claimProfileReward(
  db: Db,
  userId: number,
  site: string | null,
): Promise<ProfileGrowthResult> {
  return db.tx(async (q) => {
    const row = await repo.profile(q, userId);
    if (!row) throw notFound();
    if (!isProfileComplete(toFields(row))) throw conflict('profile.incomplete');
    const granted = await grantProfileReward(q, userId, site);
    const reward = await profileReward(q, userId);
    return { growthValue: reward?.growth_value ?? 0, points: reward?.points ?? 0, granted };
  });
}

/**
 * `{host}_customer_FillInTheInvitationCodeFlow` (decision 047): the code of another active member,
 * not one's own and not that of a member one invited oneself; once per account; tries are limited.
 */
export async function fillInvitationCode(
  db: Db,
  limiter: RateLimiter,
  userId: number,
  input: FillInvitationCodeInput,
): Promise<{ invitedAt: string; inviterNickname: string }> {
  await enforce(limiter, `invitation:user:${userId}`, INVITATION_TRIES_PER_HOUR, 60 * 60_000);
  return db.tx(async (q) => {
    if (!(await repo.profile(q, userId, true))) throw notFound();
    if (await repo.invitedAt(q, userId)) throw conflict('profile.invitation.alreadyFilled');
    const inviter = await repo.memberByCode(q, input.invitationCode);
    const field = (message: string) => invalid([{ path: 'invitationCode', message }]);
    if (!inviter) throw field('profile.invitation.unknown');
    if (inviter.user_id === userId) throw field('profile.invitation.own');
    if (inviter.invited_by === userId) throw field('profile.invitation.mutual');
    const at = await repo.recordInvitation(q, userId, inviter.user_id);
    if (!at) throw new AppError('CONFLICT', 'profile.invitation.alreadyFilled');
    return { invitedAt: new Date(at).toISOString(), inviterNickname: inviter.nickname || inviter.username };
  });
}
