import type { Gender } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface ProfileRow {
  nickname: string;
  gender: Gender | null;
  birthday: string | null;
  avatar_url: string | null;
}

export interface MemberByCodeRow {
  user_id: number;
  nickname: string;
  username: string;
  invited_by: number | null;
}

export const profileRepository = {
  /** The profile of an active member; `lock` takes the row for the save that follows. */
  async profile(q: Queryable, userId: number, lock = false): Promise<ProfileRow | undefined> {
    return q.one<ProfileRow>(
      `SELECT nickname, gender, to_char(birthday, 'YYYY-MM-DD') AS birthday, avatar_url
         FROM app_user WHERE id = $1 AND status = 'ACTIVE' AND NOT is_tourist${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
  },

  async save(q: Queryable, userId: number, p: ProfileRow): Promise<void> {
    await q.query(
      `UPDATE app_user SET nickname = $2, gender = $3, birthday = $4::date, avatar_url = $5, updated_at = now()
        WHERE id = $1`,
      [userId, p.nickname, p.gender, p.birthday, p.avatar_url],
    );
  },

  async invitationCode(q: Queryable, userId: number): Promise<string | undefined> {
    return (await q.one<{ code: string }>('SELECT code FROM invitation_code WHERE user_id = $1', [userId]))
      ?.code;
  },

  /** Gives the user this code unless they have one or another member holds it; false when not taken. */
  async offerInvitationCode(q: Queryable, userId: number, code: string): Promise<boolean> {
    const row = await q.one(
      'INSERT INTO invitation_code (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
      [userId, code],
    );
    return !!row;
  },

  /** The active member holding a code, and who invited them (if anyone). */
  async memberByCode(q: Queryable, code: string): Promise<MemberByCodeRow | undefined> {
    return q.one<MemberByCodeRow>(
      `SELECT u.id AS user_id, u.nickname, u.username, i.inviter_user_id AS invited_by
         FROM invitation_code c JOIN app_user u ON u.id = c.user_id
         LEFT JOIN invitation i ON i.invitee_user_id = u.id
        WHERE c.code = $1 AND u.status = 'ACTIVE' AND NOT u.is_tourist`,
      [code],
    );
  },

  async invitedAt(q: Queryable, userId: number): Promise<Date | undefined> {
    return (
      await q.one<{ created_at: Date }>('SELECT created_at FROM invitation WHERE invitee_user_id = $1', [
        userId,
      ])
    )?.created_at;
  },

  /** Records the invitation; undefined when the invitee had already filled in a code (once per account). */
  async recordInvitation(q: Queryable, inviteeId: number, inviterId: number): Promise<Date | undefined> {
    return (
      await q.one<{ created_at: Date }>(
        `INSERT INTO invitation (invitee_user_id, inviter_user_id) VALUES ($1, $2)
         ON CONFLICT (invitee_user_id) DO NOTHING RETURNING created_at`,
        [inviteeId, inviterId],
      )
    )?.created_at;
  },
};
