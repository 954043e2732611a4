import { describe, expect, it } from 'vitest';
import {
  fillInvitationCodeSchema,
  isProfileComplete,
  missingProfileFields,
  updateUserInfoSchema,
} from './profile-schemas.ts';

const full = { nickname: 'Jürgen 🙂', gender: 'MALE' as const, birthday: '1990-05-17', avatar: null };

describe('profile-completion helper (spec §5)', () => {
  it('is complete when every field but the avatar is filled', () => {
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, avatar: '/files/abcdefghijklmnop.png' })).toBe(true);
  });

  it('is incomplete while any field but the avatar is empty or blank', () => {
    expect(isProfileComplete({ ...full, nickname: '  ' })).toBe(false);
    expect(isProfileComplete({ ...full, gender: null })).toBe(false);
    expect(isProfileComplete({ ...full, birthday: '' })).toBe(false);
    expect(missingProfileFields({ nickname: '', gender: null, birthday: null, avatar: 'x' })).toEqual([
      'nickname',
      'gender',
      'birthday',
    ]);
  });
});

describe('updateUserInfoSchema', () => {
  const issues = (input: unknown) => {
    const r = updateUserInfoSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('takes a full profile, German and Chinese nicknames, and empty values that clear', () => {
    expect(issues(full)).toEqual([]);
    expect(issues({ nickname: '小明', gender: '', birthday: '', avatar: '' })).toEqual([]);
    expect(issues({ nickname: 'Anna' })).toEqual([]);
  });

  it('names each bad field', () => {
    expect(issues({ nickname: ' ' })).toEqual(['nickname:profile.nickname.required']);
    expect(issues({ nickname: 'x'.repeat(41) })).toEqual(['nickname:profile.nickname.tooLong']);
    expect(issues({ nickname: 'A', gender: 'X' })).toEqual(['gender:profile.gender.invalid']);
    expect(issues({ nickname: 'A', birthday: '17.05.1990' })).toEqual(['birthday:profile.birthday.format']);
    expect(issues({ nickname: 'A', birthday: '1990-02-30' })).toEqual(['birthday:profile.birthday.format']);
    expect(issues({ nickname: 'A', birthday: '1899-12-31' })).toEqual(['birthday:profile.birthday.range']);
    expect(issues({ nickname: 'A', birthday: '2999-01-01' })).toEqual(['birthday:profile.birthday.range']);
    expect(issues({ nickname: 'A', avatar: 'https://evil.example/x.png' })).toEqual([
      'avatar:profile.avatar.invalid',
    ]);
  });
});

describe('invitation code', () => {
  it('is eight letters and digits without look-alikes, typed in any case', () => {
    expect(fillInvitationCodeSchema.parse({ invitationCode: ' abcd2345 ' }).invitationCode).toBe('ABCD2345');
    expect(fillInvitationCodeSchema.safeParse({ invitationCode: 'ABCD0123' }).success).toBe(false);
    expect(fillInvitationCodeSchema.safeParse({ invitationCode: 'ABC' }).success).toBe(false);
    expect(fillInvitationCodeSchema.safeParse({ invitationCode: '' }).success).toBe(false);
  });
});
