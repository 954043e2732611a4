import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectAccessible,
  newContext,
  PNG,
  screenshot,
  showInLanguage,
  type ViewportName,
} from './support.ts';

// Issue 15 (profile and third-party accounts; decisions 046, 047): a new member fills in the profile
// with an avatar and earns the completion reward, binds and unbinds a sandbox account through the
// provider's consent page, and signs in with one from the login page — in English, German and Chinese,
// at desktop and phone width.

const browser = browserForFile();
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

let counter = 0;
/** A new member, signed up through the API as the signup page does; the session stays in the context. */
async function signUp(context: BrowserContext, nickname: string): Promise<string> {
  counter += 1;
  const email = `journey-${counter}-${Date.now()}@example.de`;
  const res = await context.request.post('/api/user/web/signup', {
    data: { email, password: 'Sicher!2026', nickname },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** The sandbox provider's consent page: who to sign in as, then allow. */
async function consent(page: Page, email: string, name: string) {
  await page.waitForURL(/\/sandbox-idp\/authorize/);
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Allow' }).click();
}

describe('profile and third-party accounts (English, desktop)', () => {
  it('fills the profile with an avatar, binds and unbinds Sandbox ID, and signs up through it', async () => {
    const context = await newContext(browser(), 'desktop');
    await showInLanguage(context, 'en');
    const page = await context.newPage();
    await signUp(context, 'Jürgen');

    await page.goto('/buyer/profile');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My profile', level: 1 }).isVisible())
      .toBe(true);
    await visible(page, /earn 20 growth points and 50 points/);
    await page.getByLabel('Nickname').fill('Jürgen Groß 🙂');
    await page.getByLabel('Male', { exact: true }).check();
    await page.getByLabel('Birthday').fill('1990-05-17');
    await page
      .getByLabel('Choose picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('form[id="profile"] img').count()).toBe(1);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await visible(page, 'Profile complete: 20 growth points and 50 points credited');
    await visible(page, 'Your profile is complete. The completion reward has been credited.');
    await page.reload();
    await expect.poll(() => page.getByLabel('Nickname').inputValue()).toBe('Jürgen Groß 🙂');
    await expect.poll(() => page.getByLabel('Birthday').inputValue()).toBe('1990-05-17');
    expect(await page.locator('form[id="profile"] img').getAttribute('src')).toMatch(/^\/files\//);

    // Bind through the provider's consent page, see it listed, unbind it again.
    const identity = `sandbox-${Date.now()}@example.org`;
    await page.goto('/buyer/security');
    const row = page.getByRole('listitem', { name: 'Kontor Sandbox ID' });
    await expect.poll(() => row.getByText('Not bound').isVisible()).toBe(true);
    await row.getByRole('link', { name: 'Bind' }).click();
    await consent(page, identity, 'Jürgen Sandbox');
    await page.waitForURL(/\/buyer\/security\?thirdParty=bound/);
    await visible(page, 'The account is now bound.');
    await expect.poll(() => row.getByText(`Bound as ${identity}`, { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'security-third-party-bound-desktop-en');
    await row.getByRole('button', { name: 'Unbind' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Unbind' }).click();
    await visible(page, 'Kontor Sandbox ID unbound');
    await expect.poll(() => row.getByText('Not bound').isVisible()).toBe(true);

    // Signed out, "Sign in with Sandbox ID" makes a new member, whose only way in cannot be unbound.
    await context.clearCookies();
    await page.goto('/login?redirect=%2Fbuyer%2Fsecurity');
    await page.getByRole('link', { name: 'Sign in with Kontor Sandbox ID' }).click();
    const newcomer = `newcomer-${Date.now()}@example.org`;
    await consent(page, newcomer, 'Zoë Neu');
    await page.waitForURL(/\/buyer\/security$/);
    await expect.poll(() => row.getByText(`Bound as ${newcomer}`, { exact: false }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Unbind' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Unbind' }).click();
    await visible(page, 'This is your only way to sign in. Set a password or bind another account first.');
    await expect.poll(() => row.getByText(`Bound as ${newcomer}`, { exact: false }).isVisible()).toBe(true);
    await context.close();
  });
});

const LANGUAGES = [
  {
    language: 'en',
    title: 'My profile',
    security: 'Third-party accounts',
    tooLarge: 'The image must be under 2 MB',
    signIn: 'Sign in with Kontor Sandbox ID',
  },
  {
    language: 'de',
    title: 'Mein Profil',
    security: 'Konten anderer Anbieter',
    tooLarge: 'Das Bild muss kleiner als 2 MB sein',
    signIn: 'Mit Kontor Sandbox ID anmelden',
  },
  {
    language: 'zh-CN',
    title: '个人资料',
    security: '第三方账号',
    tooLarge: '上传图片大小不能超过2M',
    signIn: '使用 Kontor Sandbox ID 登录',
  },
] as const;

describe.each(['desktop', 'mobile'] as ViewportName[])('profile pages at %s width', (viewport) => {
  it.each(LANGUAGES)(
    'shows profile, security and login in $language, refusing an avatar of 2M',
    async (l) => {
      const context = await newContext(browser(), viewport);
      await showInLanguage(context, l.language);
      await signUp(context, l.language === 'zh-CN' ? '小明' : 'Anna Schäfer');
      const page = await context.newPage();
      await page.goto('/buyer/profile');
      await expect.poll(() => page.getByRole('heading', { name: l.title, level: 1 }).isVisible()).toBe(true);
      // Spec §5: under 2M, with its own message ("上传图片大小不能超过2M" in Chinese).
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      await visible(page, l.tooLarge);
      await screenshot(page, `profile-${viewport}-${l.language}`);
      await expectAccessible(page);

      await page.goto('/buyer/security');
      await expect.poll(() => page.getByRole('heading', { name: l.security }).isVisible()).toBe(true);
      await screenshot(page, `security-third-party-${viewport}-${l.language}`);
      await expectAccessible(page);

      await context.clearCookies({ name: 'kontor_sid' });
      await page.goto('/login');
      await expect.poll(() => page.getByRole('link', { name: l.signIn }).isVisible()).toBe(true);
      await screenshot(page, `login-third-party-${viewport}-${l.language}`);
      await expectAccessible(page);
      await context.close();
    },
  );
});
