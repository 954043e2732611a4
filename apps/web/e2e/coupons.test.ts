// Coupons, the discount code and the prize draw (issue 17 buyer pages, issue 14 discount code;
// decision 057): the demo buyer opens the vouchers page, reveals a voucher's password, applies a
// discount code at checkout (a wrong one first), removes it, pays the order with card 4242 and draws a
// prize for the paid order. Both widths; the vouchers page in the nine languages, axe everywhere.
import type { Page } from 'playwright-core';
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
  type ViewportName,
} from './support.ts';

const browser = browserForFile();
const BUYER = 'buyer@kontor.test';
/** Words of the wire, i18n keys and unfilled placeholders ({{amount}}) that must never reach the screen. */
const INTERNAL = /\b(NOT_USED|ORDER_CODE|DISCOUNT|VOUCHER|coupons\.[a-z]|prizes\.[a-z])\b|\{\{/;
/** A demo discount code of the buyer's (€10 off from €20); the journey gives it back each time. */
const CODE = 'KONTOR-TRY10';

const visible = (l: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => l.isVisible(), { timeout: 20_000 }).toBe(true);

async function checkOutOneProduct(page: Page) {
  // The demo buyer's cart is shared with other journeys: start from an empty one, so the checkout
  // holds exactly this product.
  const cart = await call<{ lines: { id: number }[] }>(page.request, 'kontor_trade_QueryCartLinesFlow', {});
  if (cart.lines.length > 0)
    await call(page.request, 'kontor_trade_DeleteCartLinesFlow', { ids: cart.lines.map((l) => l.id) });
  await page.goto('/products/nordwerk-flow-pro');
  await visible(page.getByRole('button', { name: 'Add to cart', exact: true }));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await visible(page.getByText(/added to cart/).first());
  await page.goto('/cart');
  await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
  await page.waitForURL(/\/checkout\?tradeContractId=\d+/);
  await visible(page.getByRole('heading', { level: 2, name: 'Discount code' }));
}

const due = async (page: Page) => (await page.getByTestId('checkout-due').innerText()).trim();

describe.each(['desktop', 'mobile'] as ViewportName[])('coupons at %s width', (viewport) => {
  it('vouchers page: tabs, a password revealed; checkout: a discount code; a prize drawn for the paid order', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, BUYER);
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    await ensureDefaultAddress(context.request);
    const page = await context.newPage();

    // The vouchers page: unused codes, a voucher's password masked until shown.
    await page.goto('/buyer/my-coupons');
    await visible(page.getByRole('heading', { level: 1, name: 'My coupons' }));
    await visible(page.getByRole('tab', { name: /^Unused \(\d+\)$/, selected: true }));
    const voucher = page.getByRole('listitem').filter({ hasText: 'KVC-ASMB-7Q4M-2026' });
    await visible(voucher);
    expect(await voucher.getByTestId('coupon-password').innerText()).not.toContain('418207');
    await voucher.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => voucher.getByTestId('coupon-password').innerText()).toBe('418207');
    await visible(voucher.getByRole('button', { name: 'Hide password' }));
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await screenshot(page, `coupons-unused-${viewport}`);
    await expectAccessible(page);
    await page.getByRole('tab', { name: /^Used/ }).click();
    await visible(page.getByRole('listitem').filter({ hasText: 'KONTOR-SPRING10' }));
    await visible(page.getByText(/^Used on /).first());
    await screenshot(page, `coupons-used-${viewport}`);
    await expectAccessible(page);

    // Checkout: a wrong code gets the field's message, the right one (typed in lower case) comes off.
    await checkOutOneProduct(page);
    const contractId = Number(new URL(page.url()).searchParams.get('tradeContractId'));
    const before = await due(page);
    const field = page.getByLabel('Your discount code');
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await visible(page.getByText('This code is not valid.'));
    await expectAccessible(page);
    await field.fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await visible(page.getByTestId('discount-applied'));
    expect(await page.getByTestId('discount-applied').innerText()).toBe(`Code ${CODE} applied: €10.00 off`);
    await expect.poll(() => due(page)).not.toBe(before);
    await screenshot(page, `checkout-discount-${viewport}`);
    await expectAccessible(page);
    const held = await call<{ couponCode: string | null }>(
      context.request,
      'kontor_trade_QueryContractDiscountFlow',
      { id: contractId },
    );
    expect(held.couponCode).toBe(CODE);
    // Given back (the next journey uses it again): the total is what it was.
    await page.getByRole('button', { name: 'Remove the code' }).click();
    await visible(page.getByLabel('Your discount code'));
    await expect.poll(() => due(page)).toBe(before);

    // Paying the order makes it eligible for a draw.
    await page.getByText('Card', { exact: true }).first().click();
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    const fields = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await visible(fields.getByLabel('Card number'));
    await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fields.getByLabel('Expiry date').fill('12 / 34');
    await fields.getByLabel(/Security code/).fill('123');
    const holder = page.getByLabel('Card holder name');
    if (await holder.count()) await holder.fill('Anna Schäfer');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/buyer\/pay-result\?/, { timeout: 30_000 });
    await visible(page.getByText('Payment successful'));
    const contract = (await (
      await context.request.post('/api/trantor/func/trade_QueryAndValidateTradeContractDetailByIdFunc', {
        data: [{ id: contractId }],
      })
    ).json()) as { data: { tradeOrderList: { tradeOrderCode: string; displayStatus: string }[] } };
    expect(contract.data.tradeOrderList[0]!.displayStatus).toBe('UN_DELIVERY');
    const code = contract.data.tradeOrderList[0]!.tradeOrderCode;

    // The draw: one per paid order; the outcome, then the order's draw is gone and the result listed.
    await page.goto('/buyer/prize-draw');
    await visible(page.getByRole('heading', { level: 1, name: 'Prize draw' }));
    const drawButton = page.getByRole('button', { name: `Draw for order ${code}` });
    await visible(drawButton);
    await screenshot(page, `prize-draw-${viewport}`);
    await expectAccessible(page);
    await drawButton.click();
    await visible(page.getByTestId('draw-result'));
    expect(await page.getByTestId('draw-result').innerText()).toMatch(/^(You won: |No prize this time)/);
    await expect.poll(() => drawButton.count()).toBe(0);
    await visible(page.getByTestId('winnings').getByRole('listitem').first());
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await screenshot(page, `prize-drawn-${viewport}`);
    await expectAccessible(page);
    await context.close();
  });
});

const LANGUAGES = [
  { language: 'en', title: 'My coupons', unused: 'Unused', reveal: 'Show password' },
  { language: 'de', title: 'Meine Gutscheine', unused: 'Nicht verwendet', reveal: 'Passwort anzeigen' },
  { language: 'zh-CN', title: '我的优惠券', unused: '未使用', reveal: '显示密码' },
  { language: 'nl', title: 'Mijn kortingsbonnen', unused: 'Niet gebruikt', reveal: 'Wachtwoord tonen' },
  { language: 'es', title: 'Mis cupones', unused: 'Sin usar', reveal: 'Mostrar contraseña' },
  { language: 'sv', title: 'Mina kuponger', unused: 'Oanvända', reveal: 'Visa lösenord' },
  {
    language: 'fr',
    title: 'Mes bons de réduction',
    unused: 'Non utilisés',
    reveal: 'Afficher le mot de passe',
  },
  { language: 'it', title: 'I miei coupon', unused: 'Non utilizzati', reveal: 'Mostra password' },
  { language: 'pl', title: 'Moje kupony', unused: 'Niewykorzystane', reveal: 'Pokaż hasło' },
] as const;

describe.each(['desktop', 'mobile'] as ViewportName[])('the vouchers page at %s width', (viewport) => {
  it('speaks the nine languages with no internal codes, and axe finds nothing', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, BUYER);
    await onStorefront(context, 'DE');
    const page = await context.newPage();
    for (const l of LANGUAGES) {
      await showInLanguage(context, l.language);
      await page.goto('/buyer/my-coupons');
      await visible(page.getByRole('heading', { level: 1, name: l.title }));
      await visible(page.getByRole('tab', { name: new RegExp(`^${l.unused} \\(\\d+\\)$`) }));
      await visible(page.getByRole('button', { name: l.reveal }).first());
      expect(await page.locator('main').innerText(), l.language).not.toMatch(INTERNAL);
      await expectAccessible(page);
      if (l.language === 'de' || l.language === 'zh-CN')
        await screenshot(page, `coupons-${l.language}-${viewport}`);
    }
    await context.close();
  });
});
