// Checkout and paying (issue 14, web half): the demo buyer on the German storefront opens a product,
// adds it, checks out, pays with the sandbox card 4242 in the provider's fields and lands on the
// result page, which polls until the provider's confirmation; the order is then paid. Both widths,
// axe on checkout and the result, screenshots in en, de and zh-CN.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const visible = (l: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => l.isVisible(), { timeout: 20_000 }).toBe(true);

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

describe.each(['desktop', 'mobile'] as const)('checkout at %s width', (viewport) => {
  it('pays a new order with card 4242: checkout → pay-result success → the order is paid', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    await ensureDefaultAddress(context.request);
    const page = await context.newPage();
    await addProductAndCheckOut(page);
    const contractId = Number(new URL(page.url()).searchParams.get('tradeContractId'));

    // The card channel: its form rules first ("please select" / invalid fields), then 4242.
    await page.getByText('Card', { exact: true }).first().click();
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    const fields = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await visible(fields.getByLabel('Card number'));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await visible(
      page.getByRole('alert').filter({ hasText: /Please confirm the required fields|Invalid card number/ }),
    );
    await expectAccessible(page);
    await screenshot(page, `checkout-en-${viewport}`);

    await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fields.getByLabel('Expiry date').fill('12 / 34');
    await fields.getByLabel(/Security code/).fill('123');
    const holder = page.getByLabel('Card holder name');
    if (await holder.count()) await holder.fill('Jürgen Müller-Lüdenscheidt');
    await page.getByRole('button', { name: 'Pay now' }).click();

    await page.waitForURL(/\/buyer\/pay-result\?/, { timeout: 30_000 });
    await visible(page.getByText('Payment successful'));
    await expectAccessible(page);
    await screenshot(page, `pay-result-en-${viewport}`);

    // The order is paid once the provider confirmed: UN_DELIVERY (the poll said success only then).
    const res = await context.request.post(
      '/api/trantor/func/trade_QueryAndValidateTradeContractDetailByIdFunc',
      { data: [{ id: contractId }] },
    );
    const body = await res.json();
    expect(body.data?.tradeOrderList?.[0]?.displayStatus, JSON.stringify(body).slice(0, 400)).toBe(
      'UN_DELIVERY',
    );
    await page.getByRole('button', { name: 'View the order' }).first().click();
    await page.waitForURL(/\/buyer\/order\/detail\//);
    await context.close();
  });
});

describe.each(['desktop', 'mobile'] as const)('result texts at %s width', (viewport) => {
  it.each(['de', 'zh-CN'])('shows the outcome in %s without internal codes', async (language) => {
    const context = await newContext(browser(), viewport, language === 'de' ? 'de-DE' : 'zh-CN');
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, language);
    const page = await context.newPage();
    await page.goto('/buyer/pay-result?status=failed&contractId=999999&error=PROVIDER_DECLINED');
    await visible(page.getByRole('status'));
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/PROVIDER_DECLINED|[A-Z]{3,}_[A-Z_]+/);
    await expectAccessible(page);
    await screenshot(page, `pay-result-failed-${language}-${viewport}`);
    await context.close();
  });
});
