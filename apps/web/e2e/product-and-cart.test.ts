import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectAccessible, newContext, screenshot, type ViewportName } from './support.ts';

// Issue 14, first part: from the home page a product opens in a new tab, a SKU is chosen by its
// attributes and added; the cart's footer shows the server's totals and the storefront's payment
// logos; another storefront shows its own currency and logos; nothing selected, no checkout.

const browser = browserForFile();
const PRODUCT = 'Nordwerk Flow Pro electric standing desk, dual motor';

/** On phones the banner's switches sit in the menu drawer. */
async function switchStorefront(page: Page, viewport: ViewportName, site: string) {
  if (viewport === 'mobile') await page.locator('header button[aria-haspopup="dialog"]').click();
  await page.getByLabel('Storefront').selectOption(site);
  if (viewport === 'mobile') await page.keyboard.press('Escape');
}

const footer = (page: Page) => page.getByTestId('cart-summary');
/** The value beside a label in the cart's figures (mobile shows them above the sticky bar). */
const figure = (page: Page, label: string) =>
  page
    .locator('main dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();
const logoNames = (page: Page) =>
  page
    .getByTestId('payment-logos')
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** Nothing pushes the page wider than the screen (long German totals, long labels). */
async function expectNoSideways(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

async function addChosenSku(page: Page) {
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect
    .poll(() =>
      page
        .getByText(/1 item added to cart/)
        .first()
        .isVisible(),
    )
    .toBe(true);
}

describe.each(['desktop', 'mobile'] as const)('product page and cart at %s width', (viewport) => {
  it('opens a product in a new tab, chooses a SKU, adds it; the cart footer and logos follow the storefront', async () => {
    const context = await newContext(browser(), viewport);
    const home = await context.newPage();
    await home.goto('/');
    const link = home.getByRole('link', { name: /^Flow Pro standing desk/ }).first();
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [page] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await page.waitForURL('**/products/nordwerk-flow-pro');
    await expect
      .poll(() => page.getByRole('heading', { name: PRODUCT, level: 1 }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The first SKU (oak, 160×80) at €649 from €749; walnut is €699 from €799.
    await expect.poll(() => page.getByText('€649.00').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Oak' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Walnut' }).click();
    await expect.poll(() => page.getByText('€699.00').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Walnut' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('€799.00').first().isVisible()).toBe(true);
    expect(await page.getByText('In stock').isVisible()).toBe(true);
    expect(await page.getByText(/^Delivery in 5–10 days/).isVisible()).toBe(true);
    await screenshot(page, `product-${viewport}`);
    await expectAccessible(page);
    await addChosenSku(page);

    // The cart: grand total 699.00, VAT 19 % inside it, discount original − total, the DE logos.
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).isVisible()).toBe(true);
    await expect.poll(() => figure(page, 'Grand total').innerText()).toBe('€699.00');
    expect(await figure(page, 'Tax').innerText()).toBe('€111.61');
    expect(await figure(page, 'Discount').innerText()).toBe('−€100.00');
    expect(await figure(page, 'Insurance').innerText()).toBe('€0.00');
    expect(await figure(page, 'Code').innerText()).toBe('Applied at checkout');
    expect(await footer(page).getByText('1 item selected', { exact: true }).isVisible()).toBe(true);
    const de = await logoNames(page);
    expect(de).toEqual(expect.arrayContaining(['PayPal', 'Visa', 'Mastercard', 'Klarna', 'Bank transfer']));
    await expect.poll(() => page.getByRole('button', { name: 'CHECKOUT NOW' }).isEnabled()).toBe(true);
    await screenshot(page, `cart-footer-de-${viewport}`);
    await expectNoSideways(page);
    await expectAccessible(page);

    // Nothing selected: CHECKOUT NOW is disabled and says why.
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'CHECKOUT NOW' }).isDisabled()).toBe(true);
    expect(await page.getByText('Select at least one item to check out.').isVisible()).toBe(true);
    await expect.poll(() => figure(page, 'Grand total').innerText()).toBe('€0.00');

    // The UK storefront: the product in pounds, the cart in pounds with the UK's logos.
    await page.goto('/products/nordwerk-flow-pro');
    await expect.poll(() => page.getByRole('heading', { name: PRODUCT, level: 1 }).isVisible()).toBe(true);
    await switchStorefront(page, viewport, 'UK');
    await expect
      .poll(() => page.locator('main').getByText('£').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await addChosenSku(page);
    await page.goto('/cart');
    await expect.poll(() => figure(page, 'Grand total').innerText()).toMatch(/^£\d/);
    const uk = await logoNames(page);
    expect(uk).toEqual(expect.arrayContaining(['Visa', 'PayPal', 'Apple Pay']));
    expect(uk).not.toContain('Bank transfer');
    expect(uk).not.toContain('iDEAL');
    await screenshot(page, `cart-footer-uk-${viewport}`);
    await expectAccessible(page);
    await context.close();
  });

  it.each([
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN'],
  ])('reads right in %s', async (locale, tag) => {
    const context = await newContext(browser(), viewport, locale);
    const page = await context.newPage();
    await page.goto('/products/nordwerk-executive');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(tag);
    // A pre-sale item: deposit and balance terms; then add it and look at the cart.
    await expect.poll(() => page.locator('#pre-sale-title').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, `product-presale-${tag}-${viewport}`);
    await expectNoSideways(page);
    await expectAccessible(page);
    await page.locator('main button.ant-btn-primary').click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('payment-logos').isVisible()).toBe(true);
    await screenshot(page, `cart-footer-${tag}-${viewport}`);
    await expectNoSideways(page);
    await expectAccessible(page);
    await context.close();
  });
});
