import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectAccessible, newContext, screenshot, type ViewportName } from './support.ts';

// Issue 9: what a guest puts in the cart is still there after signing in (quantities added to the
// account's own lines), and the header shows the cart's item count on every page.

const browser = browserForFile();

const PASSWORD = 'Desk-Chair-2026';

/** The cart link of the header with its count in the accessible name ("Shopping cart, 3 items"). */
const headerCart = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: count === 1 ? 'Shopping cart, 1 item' : `Shopping cart, ${count} items` });

async function addFromHome(page: Page, index: number): Promise<string> {
  const button = page.getByRole('button', { name: /^Add .+ to cart$/ }).nth(index);
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to cart$/, '$1');
  await button.click();
  await expect
    .poll(() =>
      page
        .getByText(/added to cart/i)
        .first()
        .isVisible(),
    )
    .toBe(true);
  return name;
}

describe.each(['desktop', 'mobile'] as const)('guest cart at %s width', (viewport: ViewportName) => {
  it('keeps a guest’s lines at sign-in, adding quantities, and the header count follows', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();

    // An account with one line of its own (then signed out).
    const email = `cart-merge-${viewport}-${Date.now()}@example.com`;
    const signup = await context.request.post('/api/user/web/signup', {
      data: { email, password: PASSWORD },
      headers: { 'Accept-Language': 'en-GB' },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    await page.goto('/');
    const first = await addFromHome(page, 0);
    await expect.poll(() => headerCart(page, 1).isVisible()).toBe(true);
    expect((await context.request.post('/api/user/web/logout', { data: {} })).status()).toBe(200);

    // As a guest: the same item again and another one; the header counts the guest's cart.
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('button', { name: /^Add .+ to cart$/ }).count())
      .toBeGreaterThan(1);
    expect(await addFromHome(page, 0)).toBe(first);
    await addFromHome(page, 1);
    await expect.poll(() => headerCart(page, 2).isVisible()).toBe(true);
    await screenshot(page, `cart-merge-guest-${viewport}`);
    await expectAccessible(page);

    // Signing in merges: the first item twice, the second once, three in the header.
    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('E-mail or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).isVisible()).toBe(true);
    // Two lines: the item both carts held (1 + 1), and the guest's other item; the footer agrees.
    const quantities = page.getByRole('textbox', { name: /^Quantity of / });
    await expect
      .poll(async () =>
        (await quantities.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).join(),
      )
      .toBe('2,1');
    expect(await page.getByText('3 items selected').first().isVisible()).toBe(true);
    await expect.poll(() => headerCart(page, 3).isVisible()).toBe(true);
    await screenshot(page, `cart-merge-signed-in-${viewport}`);
    await expectAccessible(page);

    // The count is in the header of every page, and follows a change made on the cart page.
    await page
      .getByRole('button', { name: /^Remove .+ from the cart$/ })
      .last()
      .click();
    await expect.poll(() => headerCart(page, 2).isVisible()).toBe(true);
    await page.goto('/buyer/orders');
    await expect.poll(() => headerCart(page, 2).isVisible()).toBe(true);
    await context.close();
  });
});
