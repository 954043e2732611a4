import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  DEMO_PASSWORD,
  expectAccessible,
  newContext,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

// Account security (issue 15): bind a phone with the code read on the development mailbox, export the
// data and open the archive, delete an account and see its old session refused. The account that is
// deleted is one this journey signs up itself: other journeys (addresses, cards) use buyer2, and the
// journeys share one server, file after file (decision 044).

const browser = browserForFile();
/** A German mobile number of this run's own (a retry or another width binds another one). */
const newPhone = () => `151${String(Date.now()).slice(-8)}`;
/** Words of the wire that must never reach the screen. */
const INTERNAL = /\b(PENDING|READY|EXPIRED|DESTROY|security\.[a-z]|dataExport\.[a-z]|accounts\.[a-z])\b/;

async function openSecurity(page: Page, heading = 'Account security'): Promise<void> {
  await page.goto('/buyer/security');
  await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The newest code sent to `to`, read on the development mailbox as a buyer reads it. */
async function codeFromMailbox(context: BrowserContext, to: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const code = mailbox.locator('.msg .code').first();
  await expect.poll(() => code.isVisible()).toBe(true);
  const text = (await code.innerText()).trim();
  await mailbox.close();
  expect(text).toMatch(/^\d{6}$/);
  return text;
}

/** A new account of the journey's own, shown in English (a new account speaks its storefront's language). */
async function signUp(context: BrowserContext, email: string): Promise<void> {
  await showInLanguage(context, 'en');
  const res = await context.request.post('/api/user/web/signup', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe.each(['desktop', 'mobile'] as const)('account security (%s)', (viewport) => {
  it('binds a phone with the code sent to it, and deletes the account so its old session is refused', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    const email = `leaver-${viewport}-${Date.now()}@kontor.test`;
    const mobile = newPhone();
    await signUp(context, email);
    await openSecurity(page);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await screenshot(page, `security-${viewport}-en`);
    await expectAccessible(page);

    // Bind a phone: number and current password, the code from the SMS, then bind.
    const phone = section(page, 'Mobile phone');
    await expect.poll(() => phone.getByText('Not bound').isVisible()).toBe(true);
    await phone.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => phone.getByLabel('New mobile number').isVisible()).toBe(true);
    await phone.getByLabel('New mobile number').fill(`0${mobile}`);
    await phone.getByLabel('Current password').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => phone.getByRole('button', { name: /Resend in \d+ s/ }).isVisible()).toBe(true);
    const code = await codeFromMailbox(context, `+49${mobile}`);
    await phone.getByLabel('Code from the SMS').fill(code);
    await screenshot(page, `security-bind-phone-${viewport}`);
    await expectAccessible(page);
    await phone.getByRole('button', { name: 'Bind phone' }).click();
    await expect.poll(() => phone.getByText(`+49${mobile}`).isVisible()).toBe(true);

    // The same page in German and Chinese, with the deletion's warning open.
    for (const [language, heading, open, warning] of [
      [
        'de',
        'Kontosicherheit',
        'Konto löschen',
        'Das Löschen Ihres Kontos kann nicht rückgängig gemacht werden',
      ],
      ['zh-CN', '账户安全', '注销账户', '账户注销后无法恢复'],
    ] as const) {
      await showInLanguage(context, language);
      await openSecurity(page, heading);
      await page.locator('#security-delete').getByRole('button', { name: open }).click();
      await expect.poll(() => page.getByText(warning).isVisible()).toBe(true);
      expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
      await screenshot(page, `security-delete-${viewport}-${language}`);
      await expectAccessible(page);
    }
    await showInLanguage(context, 'en');

    // Delete the account: the warning, a code to the e-mail (with the captcha), the confirmation.
    await openSecurity(page);
    const oldSession = (await context.cookies()).find((c) => c.name === 'kontor_sid')!;
    const captchaAnswer = page.waitForResponse((r) => r.url().includes('/api/user/web/captcha'));
    await section(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    const deletion = section(page, 'Delete account');
    await expect
      .poll(() => deletion.getByText('Deleting your account cannot be undone').isVisible())
      .toBe(true);
    await expect.poll(() => deletion.getByText(`A code to ${email}`).isVisible()).toBe(true);
    const { token } = (await (await captchaAnswer).json()).data;
    // The picture is for people; the development aid tells the journey what it shows.
    const solved = await context.request.get(`/dev/captcha/${encodeURIComponent(token)}`);
    expect(solved.status()).toBe(200);
    await deletion.getByLabel('Captcha', { exact: true }).fill((await solved.json()).answer);
    await deletion.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => deletion.getByRole('button', { name: /Resend in \d+ s/ }).isVisible()).toBe(true);
    await deletion.getByLabel('Code from the e-mail').fill(await codeFromMailbox(context, email));
    await deletion.getByText('I understand that my account and data are deleted for good').click();
    await screenshot(page, `security-delete-${viewport}-en`);
    await expectAccessible(page);
    await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The old session, brought back in a fresh browser, is refused; the login no longer works.
    const stale = await newContext(browser(), viewport);
    await stale.addCookies([{ name: oldSession.name, value: oldSession.value, url: inject('baseURL') }]);
    const refused = await stale.request.get('/api/user/web/security');
    expect(refused.status()).toBe(401);
    const stalePage = await stale.newPage();
    await stalePage.goto('/buyer/security');
    await stalePage.waitForURL((url) => url.pathname === '/login');
    const login = await stale.request.post('/api/user/web/login', {
      data: { account: email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(401);
    await stale.close();
    await context.close();
  });

  it('prepares the data export and the archive opens with JSON files', async () => {
    const context = await newContext(browser(), viewport);
    // The demo buyer's data: orders, reviews and after-sales of every kind (exporting changes none).
    if (viewport === 'desktop') await signInByApi(context, 'buyer@kontor.test');
    else await signUp(context, `exporter-${Date.now()}@kontor.test`);
    const page = await context.newPage();
    await openSecurity(page);
    const panel = section(page, 'Download my data');
    await panel.getByRole('button', { name: 'Prepare my data' }).click();
    const download = panel.getByRole('link', { name: 'Download' });
    await expect.poll(() => download.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, `security-export-${viewport}`);
    await expectAccessible(page);

    const saved = page.waitForEvent('download');
    await download.click();
    const file = await (await saved).path();
    const files = unzipSync(new Uint8Array(await readFile(file)));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'addresses.json',
      'after-sales.json',
      'orders.json',
      'points.json',
      'reviews.json',
    ]);
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json('account.json')).not.toHaveProperty('password_hash');
    if (viewport === 'desktop') {
      expect(json('account.json').email).toBe('buyer@kontor.test');
      expect(json('orders.json').length).toBeGreaterThan(5);
      expect(json('reviews.json').length).toBeGreaterThan(0);
      expect(json('after-sales.json').length).toBeGreaterThan(0);
    } else {
      expect(json('orders.json')).toEqual([]);
    }
    // The archive was announced by e-mail.
    const email = viewport === 'desktop' ? 'buyer@kontor.test' : json('account.json').email;
    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect.poll(() => mailbox.getByText('Your Kontor data is ready').first().isVisible()).toBe(true);
    await context.close();
  });
});
