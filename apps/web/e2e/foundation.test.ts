import { greetingFor } from '@kontor/domain/greeting';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  DEMO_PASSWORD,
  expectAccessible,
  newContext,
  screenshot,
  type ViewportName,
} from './support.ts';

const browser = browserForFile();

const GREETING_EN = {
  morning: 'Good morning',
  noon: 'Good noon',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** On phones the banner's links and switches sit in the menu drawer. */
async function openMenuIfMobile(page: Page, viewport: ViewportName) {
  // The menu button's name follows the language, so find it by what it opens.
  if (viewport !== 'mobile') return;
  // A toast at the top (e.g. "storefront changed") covers the button on a phone, and stays while the
  // pointer rests on it: move the pointer away and let it go, as a buyer waits for it.
  await page.mouse.move(10, 600);
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
  await page.locator('header button[aria-haspopup="dialog"]').click();
}

async function signOut(page: Page, viewport: ViewportName) {
  await openMenuIfMobile(page, viewport);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await openMenuIfMobile(page, viewport);
  await expect
    .poll(() => page.getByRole('link', { name: 'Sign in', exact: true }).first().isVisible())
    .toBe(true);
  if (viewport === 'mobile') await page.keyboard.press('Escape');
}

describe.each(['desktop', 'mobile'] as const)('foundation journey at %s width', (viewport) => {
  it('signs up, counts down home, signs in with a greeting, switches storefront and language, opens the user centre, signs out', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();

    // Sign up: the strength hints show while the password field has focus.
    await page.goto('/signup');
    await expectAccessible(page);
    const email = `e2e-${viewport}-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.focus();
    await expect.poll(() => page.getByText('At least 8 characters').first().isVisible()).toBe(true);
    await password.fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'At least 8 characters' }).count())
      .toBeGreaterThan(0);
    await password.fill('Desk-Chair-2026');
    await page.getByRole('button', { name: 'Register' }).click();

    // The success page counts down from 10 seconds, then goes home on its own.
    await page.waitForURL('**/signup-success');
    await expect
      .poll(() => page.getByText(/Going to the home page in (10|9) seconds/).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Go to the home page now' }).isVisible())
      .toBe(true);
    await screenshot(page, `foundation-signup-success-${viewport}`);
    await expectAccessible(page);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 14_000 });
    await signOut(page, viewport);

    // Sign in as the demo buyer: the banner greets by the browser's hour with the nickname.
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('E-mail or phone number').fill('buyer@kontor.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const hour = await page.evaluate(() => new Date().getHours());
    await openMenuIfMobile(page, viewport);
    await expect
      .poll(() =>
        page
          .getByText(`${GREETING_EN[greetingFor(hour)]}, Anna`)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Storefront UK: prices in pounds.
    await page.getByLabel('Storefront').selectOption('UK');
    if (viewport === 'mobile') await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('main').getByText('£').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, `foundation-home-uk-${viewport}`);
    await expectAccessible(page);

    // Language: German after the reload.
    await openMenuIfMobile(page, viewport);
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Language').selectOption('de')]);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await openMenuIfMobile(page, viewport);
    await expect.poll(() => page.getByRole('link', { name: 'Mein Konto' }).first().isVisible()).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Sprache').selectOption('en')]);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The user centre with its side navigation to every buyer area.
    await page.goto('/buyer/index');
    const nav = page.getByRole('navigation', { name: 'My account' });
    for (const name of [
      'My orders',
      'After-sales',
      'Reviews',
      'Membership',
      'Coupons',
      'Addresses',
      'Saved cards',
      'Account security',
    ]) {
      await expect
        .poll(() => nav.getByRole('link', { name }).first().isVisible(), { message: name })
        .toBe(true);
    }
    await screenshot(page, `foundation-user-centre-${viewport}`);
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'My orders' }).first().click();
    await page.waitForURL('**/buyer/orders**');
    // The demo buyer goes back to the German storefront it started on (the account keeps the choice).
    expect((await page.request.post('/api/user/web/site', { data: { site: 'DE' } })).ok()).toBe(true);

    await signOut(page, viewport);
    await context.close();
  });
});

describe('sign-in protection and roles', () => {
  it('asks for a captcha after three failed sign-ins', async () => {
    const context = await newContext(browser(), 'desktop');
    const page = await context.newPage();
    await page.goto('/login');
    const account = `nobody-${Date.now()}@example.com`;
    const submit = page.locator('form#login button[type="submit"]');
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('E-mail or phone number').fill(account);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      // Wait for each answer before the next attempt: a click while the previous attempt is still
      // pending would find the button busy ("loading Sign in") on a loaded machine.
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/web/login'), {
        timeout: 30_000,
      });
      answered.catch(() => undefined); // awaited below; not an unhandled rejection if the click fails
      // The form's own submit button (its name reads "loading Sign in" while an answer is pending);
      // if it cannot be clicked, say where the page is and what it shows.
      await submit.click({ timeout: 30_000 }).catch(async (error: Error) => {
        const shown = (await page.locator('body').innerText()).slice(0, 600);
        throw new Error(`attempt ${i + 1}: ${error.message}\nat ${page.url()} the page shows: ${shown}`);
      });
      expect((await answered).status()).toBe(401);
      await expect
        .poll(() => page.getByText('E-mail, phone or password is not correct').first().isVisible())
        .toBe(true);
      // The button is free again (not "loading"); if it never is, say what the page shows instead.
      const free = async () =>
        (await submit.count()) === 1 &&
        !((await submit.getAttribute('class')) ?? '').includes('ant-btn-loading');
      const deadline = Date.now() + 30_000;
      while (!(await free())) {
        if (Date.now() > deadline) {
          const shown = (await page.locator('body').innerText()).slice(0, 600);
          throw new Error(
            `the Sign in button stayed busy or went away after attempt ${i + 1}; the page shows: ${shown}`,
          );
        }
        await page.waitForTimeout(200);
      }
    }
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /captcha/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'foundation-login-captcha-desktop');
    await expectAccessible(page);
    await context.close();
  });

  it('refuses the seller console to a buyer and opens it for a seller', async () => {
    const context = await newContext(browser(), 'desktop');
    await context.request.post('/api/user/web/login', {
      data: { account: 'buyer@kontor.test', password: DEMO_PASSWORD },
    });
    const page = await context.newPage();
    await page.goto('/seller/orders');
    await expect.poll(() => page.getByRole('heading', { name: 'No access' }).isVisible()).toBe(true);
    await context.request.post('/api/user/web/logout');
    await context.request.post('/api/user/web/login', {
      data: { account: 'seller1@kontor.test', password: DEMO_PASSWORD },
    });
    await page.goto('/seller/orders');
    await expect.poll(() => page.getByRole('heading', { name: 'No access' }).count()).toBe(0);
    await context.close();
  });
});
