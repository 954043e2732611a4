import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../i18n/catalogs.ts';
import { lookup } from '../i18n/translate.ts';
import {
  CAPTCHA_LENGTH,
  captchaSchema,
  loginSchema,
  PASSWORD_MIN,
  PASSWORD_RULES,
  passwordSchema,
  passwordStrength,
  signupSchema,
} from './accounts-schemas.ts';

/** The first message per field, which is what a form shows under it. */
function firstMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('loginSchema', () => {
  it.each([
    'buyer@kontor.test',
    'first.last+tag@example.co.uk',
    '+49 30 1234567',
    '+44 (20) 7946-0958',
    '0612345678',
  ])('accepts the account %j', (account) => {
    expect(loginSchema.safeParse({ account, password: 'x' }).success).toBe(true);
  });

  it('trims the account', () => {
    expect(loginSchema.parse({ account: '  buyer@kontor.test ', password: 'x' }).account).toBe(
      'buyer@kontor.test',
    );
  });

  it('does not check the password length at sign-in (old passwords must still work)', () => {
    expect(loginSchema.safeParse({ account: 'buyer@kontor.test', password: 'a' }).success).toBe(true);
  });

  it('asks for the account and the password when they are empty or missing', () => {
    expect(firstMessages(loginSchema.safeParse({ account: '', password: '' }))).toEqual({
      account: 'accounts.account.required',
      password: 'accounts.password.required',
    });
    expect(firstMessages(loginSchema.safeParse({ account: '   ', password: '' })).account).toBe(
      'accounts.account.required',
    );
    expect(firstMessages(loginSchema.safeParse({}))).toEqual({
      account: 'accounts.account.required',
      password: 'accounts.password.required',
    });
  });

  it.each([
    'buyer',
    'buyer@',
    'buyer@kontor',
    '@kontor.test',
    'buyer @kontor.test',
    '12345',
    '------',
    '(((((())))',
    '+49 abc 1234567',
    `${'a'.repeat(250)}@x.de`,
  ])('rejects the account %j as badly formed', (account) => {
    expect(firstMessages(loginSchema.safeParse({ account, password: 'x' }))).toEqual({
      account: 'accounts.account.format',
    });
  });

  it('accepts a 4-character captcha and rejects any other', () => {
    const base = { account: 'buyer@kontor.test', password: 'x' };
    expect(loginSchema.safeParse({ ...base, captcha: 'aB3z' }).success).toBe(true);
    expect(firstMessages(loginSchema.safeParse({ ...base, captcha: 'abc' })).captcha).toBe(
      'accounts.captcha.format',
    );
    expect(firstMessages(loginSchema.safeParse({ ...base, captcha: '' })).captcha).toBe(
      'accounts.captcha.required',
    );
  });
});

describe('captchaSchema', () => {
  it('is exactly four letters or digits', () => {
    expect(CAPTCHA_LENGTH).toBe(4);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{4}$/), (captcha) => {
        expect(captchaSchema.safeParse(captcha).success).toBe(true);
      }),
    );
  });

  it.each(['abc', 'abcde', 'ab-1', 'ab 1', 'äb12', '12٣4', ' ab1'])('rejects %j', (captcha) => {
    expect(firstMessages(captchaSchema.safeParse(captcha))['']).toBe('accounts.captcha.format');
  });

  it('rejects anything that is not four letters or digits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }).filter((s) => !/^[A-Za-z0-9]{4}$/.test(s)),
        (captcha) => {
          expect(captchaSchema.safeParse(captcha).success).toBe(false);
        },
      ),
    );
  });

  it('asks for the captcha when it is empty or missing', () => {
    expect(firstMessages(captchaSchema.safeParse(''))['']).toBe('accounts.captcha.required');
    expect(firstMessages(captchaSchema.safeParse(undefined))['']).toBe('accounts.captcha.required');
  });
});

describe('signupSchema', () => {
  it('accepts an e-mail and a password of at least 8 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(signupSchema.safeParse({ email: 'new@kontor.test', password: '12345678' }).success).toBe(true);
    expect(
      signupSchema.safeParse({ email: 'new@kontor.test', password: 'Kontor!2026', nickname: 'Ann' }).success,
    ).toBe(true);
  });

  it('rejects a password of 7 characters with the minimum-length message', () => {
    expect(firstMessages(signupSchema.safeParse({ email: 'new@kontor.test', password: '1234567' }))).toEqual({
      password: 'accounts.password.min',
    });
  });

  it('accepts exactly the passwords of at least 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (password) => {
        expect(passwordSchema.safeParse(password).success).toBe(password.length >= PASSWORD_MIN);
      }),
    );
  });

  it('asks for e-mail and password when they are empty', () => {
    expect(firstMessages(signupSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'accounts.email.required',
      password: 'accounts.password.required',
    });
  });

  it('wants an e-mail, not a phone number', () => {
    expect(firstMessages(signupSchema.safeParse({ email: '+49 30 1234567', password: '12345678' }))).toEqual({
      email: 'accounts.email.format',
    });
  });

  it('limits the nickname to 40 characters', () => {
    const input = { email: 'new@kontor.test', password: '12345678' };
    expect(signupSchema.safeParse({ ...input, nickname: 'a'.repeat(40) }).success).toBe(true);
    expect(signupSchema.safeParse({ ...input, nickname: 'a'.repeat(41) }).success).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['Ab1!', 0],
    ['Abcdef1', 0],
    ['abcdefgh', 1],
    ['12345678', 1],
    ['!!!!!!!!', 1],
    ['abcd1234', 2],
    ['abcdefg!', 2],
    ['1234567!', 2],
    ['Kontor!2026', 3],
  ])('%j scores %d', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('is 0 below the minimum length and between 1 and 3 from it on', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (password) => {
        const score = passwordStrength(password);
        if (password.length < PASSWORD_MIN) expect(score).toBe(0);
        else {
          expect(score).toBeGreaterThanOrEqual(1);
          expect(score).toBeLessThanOrEqual(3);
        }
      }),
    );
  });

  it('marks only the length rule as required', () => {
    expect(PASSWORD_RULES.filter((r) => r.required).map((r) => r.key)).toEqual([
      'accounts.password.rule.length',
    ]);
  });
});

describe('message keys', () => {
  it('every key the account forms can show exists in the English catalogue', () => {
    const keys = new Set<string>(PASSWORD_RULES.map((r) => r.key));
    const failing = [
      loginSchema.safeParse({}),
      loginSchema.safeParse({ account: '', password: '', captcha: '' }),
      loginSchema.safeParse({ account: 'x', password: 'x', captcha: 'x' }),
      signupSchema.safeParse({}),
      signupSchema.safeParse({ email: '', password: '' }),
      signupSchema.safeParse({ email: 'x', password: 'x' }),
    ];
    for (const result of failing) for (const issue of result.error?.issues ?? []) keys.add(issue.message);
    const missing = [...keys].filter((key) => lookup(catalogs.en, key) === undefined);
    expect(missing).toEqual([]);
  });
});
