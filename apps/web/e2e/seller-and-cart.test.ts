import { describe, expect, it } from 'vitest';
import { call, findSeller } from './api.ts';
import { browserForFile, expectAccessible, newContext, screenshot, signInByApi } from './support.ts';

const browser = browserForFile();

describe.each(['desktop', 'mobile'] as const)('seller ships and buyer cart at %s width', (viewport) => {
  it('a seller ships an order in one package; the list no longer offers it', async () => {
    const context = await newContext(browser(), viewport);
    // Any seller with an order to ship (other journeys ship some of the demo orders too).
    await findSeller(
      context,
      async (request) =>
        (await call<{ total: number }>(request, 'seller_PageOrderFlow', { displayStatus: 'UN_DELIVERY' }))
          .total > 0,
    );
    const page = await context.newPage();
    await page.goto('/seller/orders');
    await expect.poll(() => page.getByRole('heading', { name: 'Seller orders' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const ship = page.getByRole('button', { name: /^Ship order / }).first();
    const label = (await ship.getAttribute('aria-label')) ?? (await ship.innerText());
    const code = label.replace('Ship order ', '').trim();
    await ship.click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${code}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, `seller-ship-dialog-${viewport}`);
    await expectAccessible(page);
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Tracking number').fill(`E2E${viewport.toUpperCase()}${Date.now() % 1_000_000}`);
    await dialog.getByRole('button', { name: 'Ship package' }).click();
    await expect.poll(() => dialog.getByText(/Package sent with/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: `Ship order ${code}` }).count()).toBe(0);
    await context.close();
  });

  it('a buyer adds an item to the cart, changes its quantity and removes it', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer2@kontor.test');
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect
      .poll(() =>
        page
          .getByText(/added to cart/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).isVisible()).toBe(true);
    const increase = page.getByRole('button', { name: /^Increase quantity of / }).first();
    const name = ((await increase.getAttribute('aria-label')) ?? '').replace('Increase quantity of ', '');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${name}` });
    const before = Number(await quantity.inputValue());
    await increase.click();
    await expect.poll(async () => Number(await quantity.inputValue())).toBe(before + 1);
    await screenshot(page, `cart-${viewport}`);
    await expectAccessible(page);
    await expect.poll(() => page.getByRole('button', { name: 'CHECKOUT NOW' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: `Remove ${name} from the cart` }).click();
    await expect.poll(() => page.getByText(`${name} was removed from the cart`).isVisible()).toBe(true);
    await context.close();
  });
});
