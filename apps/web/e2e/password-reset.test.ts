import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  DEMO_PASSWORD,
  expectAccessible,
  newContext,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

// Issue 15: "Forgot password?" by e-mail with the code read on the development mailbox, then the
// password changed back on the account-security page. buyer3 is the demo account no other journey
// signs in as, so ending its sessions disturbs nobody; each run leaves it on the demo password.

const browser = browserForFile();
const ACCOUNT = 'buyer3@kontor.test';

/** The newest code sent to `recipient`, as a developer reads it on /dev/mailbox. */
async function codeFromMailbox(context: BrowserContext, recipient: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  await expectAccessible(mailbox);
  const code = (await mailbox.locator('.code').first().textContent())?.trim() ?? '';
  await mailbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'E-mail', exact: true });
const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });

describe.each(['desktop', 'mobile'] as const)('password reset journey at %s width', (viewport) => {
  it('resets buyer3’s password by e-mail with the code from the mailbox, signs in, changes it back', async () => {
    // A session elsewhere that the reset must end.
    const elsewhere = await newContext(browser(), viewport);
    await signInByApi(elsewhere, ACCOUNT);

    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/reset-password$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Reset your password' }).isVisible())
      .toBe(true);
    await expectAccessible(page);

    await emailBox(page).fill(ACCOUNT);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The button counts down 60 seconds before another code may be sent.
    const countdown = page.getByRole('button', { name: /Resend in \d+ s/ });
    await expect.poll(() => countdown.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText(`If an account uses ${ACCOUNT}`).first().isVisible()).toBe(true);

    // Five digits: the format message of spec §5.
    await codeBox(page).fill('12345');
    await codeBox(page).blur();
    await expect
      .poll(() => page.getByText('Format incorrect: the code has 6 digits').first().isVisible())
      .toBe(true);
    await screenshot(page, `password-reset-code-format-${viewport}`);

    const code = await codeFromMailbox(context, ACCOUNT);
    await codeBox(page).fill(code);
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.focus();
    await expect.poll(() => page.getByRole('list', { name: 'Password rules' }).isVisible()).toBe(true);
    const chosen = `Grünes Sofa ${viewport} 2027!`;
    await newPassword.fill(chosen);
    await expect
      .poll(() =>
        page
          .getByText(/Strength: (good|strong)/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, `password-reset-form-${viewport}`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your password has been reset' }).isVisible())
      .toBe(true);
    await screenshot(page, `password-reset-done-${viewport}`);
    await expectAccessible(page);

    // Every session ended: the one elsewhere too.
    const gone = await (await elsewhere.request.get('/api/user/web/current')).json();
    expect(gone.data).toBeNull();
    await elsewhere.close();

    // The old password no longer works; the new one does, through the sign-in form.
    const old = await context.request.post('/api/user/web/login', {
      data: { account: ACCOUNT, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('E-mail or phone number').fill(ACCOUNT);
    await page.getByLabel('Password', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // Change it back on the account-security page.
    await page.goto('/buyer/security');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('The current password is not correct').first().isVisible())
      .toBe(true);
    await page.getByLabel('Current password').fill(chosen);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Your password has been changed. Other devices have been signed out.')
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, `password-change-done-${viewport}`);
    await expectAccessible(page);
    // This browser stays signed in; the demo password works again.
    expect((await (await context.request.get('/api/user/web/current')).json()).data.email).toBe(ACCOUNT);
    await signInByApi(context, ACCOUNT);
    await context.close();
  });
});

const TEXTS = {
  de: {
    send: 'Code senden',
    code: 'Bestätigungscode',
    format: 'Format falsch: Der Code hat 6 Ziffern',
    newPassword: 'Neues Passwort',
    rules: 'Passwortregeln',
    current: 'Aktuelles Passwort',
  },
  'zh-CN': {
    send: '发送验证码',
    code: '验证码',
    format: '格式不正确：验证码为 6 位数字',
    newPassword: '新密码',
    rules: '密码规则',
    current: '当前密码',
  },
} as const;

describe.each(['desktop', 'mobile'] as const)(
  'password forms in German and Chinese at %s width',
  (viewport) => {
    it.each(['de', 'zh-CN'] as const)(
      'shows the reset and change forms in %s; a failed send re-enables the button',
      async (language) => {
        const texts = TEXTS[language];
        const context = await newContext(browser(), viewport, language);
        await showInLanguage(context, language);
        const page = await context.newPage();
        await page.goto('/reset-password');
        await page
          .getByRole('textbox', { name: 'E-Mail', exact: true })
          .or(page.getByRole('textbox', { name: '邮箱', exact: true }))
          .fill('nobody@example.com');

        // The network fails once: the button is simply usable again (spec §8).
        await page.route('**/api/user/web/email/reset/send-email', (route) => route.abort(), { times: 1 });
        const send = page.getByRole('button', { name: texts.send });
        await send.click();
        await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
        await expect.poll(() => send.isEnabled()).toBe(true);

        const code = page.getByRole('textbox', { name: texts.code });
        await code.fill('12a');
        await code.blur();
        await expect.poll(() => page.getByText(texts.format).first().isVisible()).toBe(true);
        await page.getByLabel(texts.newPassword, { exact: true }).focus();
        await page.getByLabel(texts.newPassword, { exact: true }).fill('Schreibtisch-Lampe');
        await expect.poll(() => page.getByRole('list', { name: texts.rules }).isVisible()).toBe(true);
        await screenshot(page, `password-reset-form-${viewport}-${language}`);
        await expectAccessible(page);

        await signInByApi(context, 'buyer@kontor.test');
        await page.goto('/buyer/security');
        await page.getByLabel(texts.current).fill('x');
        await page.getByLabel(texts.newPassword, { exact: true }).focus();
        await page.getByLabel(texts.newPassword, { exact: true }).fill('kurz');
        await expect.poll(() => page.getByRole('list', { name: texts.rules }).isVisible()).toBe(true);
        await screenshot(page, `password-change-form-${viewport}-${language}`);
        await expectAccessible(page);
        await context.close();
      },
    );
  },
);
