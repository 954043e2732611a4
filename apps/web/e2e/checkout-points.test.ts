// The checkout's points discount (issues 14 and 16, decision 050): the demo buyer on the German
// storefront checks out, uses points (the minimum, typed in), sees the discount in the summary,
// pays with the sandbox card 4242 and finds the points ledger's "Used at checkout" entry. Both
// widths, axe on checkout and the ledger; the points section in all nine languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { ensureDefaultAddress } from './checkout-kit.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

const browser = browserForFile();
const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/domain/src/i18n/locales',
);
const LANGUAGES = ['en', 'de', 'zh-CN', 'nl', 'es', 'sv', 'fr', 'it', 'pl'] as const;
const pointsTexts = (language: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')).checkoutPoints as {
    title: string;
    use: string;
  };

const visible = (l: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => l.isVisible(), { timeout: 20_000 }).toBe(true);

/** The buyer holds at least the minimum to use (the demo's completed orders credit far more). */
async function ensurePoints(request: APIRequestContext) {
  const page = await call<{ pointBalance: number }>(request, 'kontor_customer_PagePointsRecordFlow', {
    page: { no: 1, size: 1 },
  });
  expect(page.pointBalance, 'the demo buyer holds points to use').toBeGreaterThanOrEqual(20);
}

async function addProductAndCheckOut(page: Page) {
  await page.goto('/products/nordwerk-flow-pro');
  await visible(page.getByRole('button', { name: 'Add to cart', exact: true }));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await visible(page.getByText(/added to cart/).first());
  await page.goto('/cart');
  await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
  await page.waitForURL(/\/checkout\?tradeContractId=\d+/);
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
  await visible(page.getByRole('heading', { name: 'Payment method' }));
}

describe.each(['desktop', 'mobile'] as const)('checkout points at %s width', (viewport) => {
  it('uses points at checkout, pays with 4242 and finds the ledger entry', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    await ensureDefaultAddress(context.request);
    await ensurePoints(context.request);
    const page = await context.newPage();
    await addProductAndCheckOut(page);

    const section = page.getByTestId('checkout-points');
    await visible(section.getByRole('heading', { name: 'Points' }));
    await visible(section.getByText(/Use at least 20 points, in steps of 10/));
    // Ticking takes the most the order allows; the buyer then types the minimum and applies it.
    // The box follows the server's answer (it is ticked once the points are applied).
    await section.getByRole('checkbox', { name: 'Use points' }).click();
    await expect
      .poll(() => section.getByRole('checkbox', { name: 'Use points' }).isChecked(), { timeout: 20_000 })
      .toBe(true);
    await visible(section.getByTestId('checkout-points-applied'));
    await section.getByLabel('Points to use').fill('15');
    await section.getByRole('button', { name: 'Apply' }).click();
    await visible(section.getByText(/^Please choose a number of points/));
    await section.getByLabel('Points to use').fill('20');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => section.getByTestId('checkout-points-applied').innerText(), { timeout: 20_000 })
      .toMatch(/^20 points applied: −€?\s?2[.,]00/);
    await expect
      .poll(() => page.getByTestId('checkout-points-discount').innerText(), { timeout: 20_000 })
      .toMatch(/2[.,]00/);
    await expectAccessible(page);
    await screenshot(page, `checkout-points-en-${viewport}`);

    await page.getByText('Card', { exact: true }).first().click();
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    const fields = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await visible(fields.getByLabel('Card number'));
    await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fields.getByLabel('Expiry date').fill('12 / 34');
    await fields.getByLabel(/Security code/).fill('123');
    const holder = page.getByLabel('Card holder name');
    if (await holder.count()) await holder.fill('Jürgen Müller');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/buyer\/pay-result\?/, { timeout: 30_000 });
    await visible(page.getByText('Payment successful'));

    // The ledger shows the points used at checkout.
    await page.goto('/user/member/score');
    const history = page.getByRole('region', { name: 'Points history' });
    await visible(history.getByText('Used at checkout').first());
    await expect
      .poll(() => history.locator('li').filter({ hasText: 'Used at checkout' }).first().innerText())
      .toMatch(/−\s?20\b/);
    await visible(page.getByTestId('member-header-level'));
    await expectAccessible(page);
    await screenshot(page, `checkout-points-ledger-${viewport}`);
    await context.close();
  });
});

describe('checkout points texts', () => {
  it('shows the points section in all nine languages without internal codes', async () => {
    const context = await newContext(browser(), 'desktop');
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    await ensureDefaultAddress(context.request);
    const page = await context.newPage();
    await addProductAndCheckOut(page);
    const url = page.url();
    for (const language of LANGUAGES) {
      await showInLanguage(context, language);
      await page.goto(url);
      const texts = pointsTexts(language);
      const section = page.getByTestId('checkout-points');
      await visible(section.getByRole('heading', { name: texts.title }));
      const text = await section.innerText();
      expect(text, language).not.toMatch(/checkoutPoints\.|[A-Z]{3,}_[A-Z_]+/);
      if (language !== 'en') expect(text, language).not.toContain(pointsTexts('en').use);
    }
    await screenshot(page, 'checkout-points-pl-desktop');
    await context.close();
  });
});
