// Delivery options and transport insurance at checkout (issue 14, decision 066): the demo buyer on the
// German storefront chooses delivery and installation and insures the desk, pays with 4242 and finds
// both on the order detail; in German, chooses pick-up at the shop instead (no address asked) and
// finds the shop's address on the order. Both widths, axe, screenshots en and de.
import { describe, expect, it } from 'vitest';
import { contractOf, enterNewCard, expectOutcome, openCheckout, visible } from './checkout-kit.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  onStorefront,
  openOrderDetail,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

const browser = browserForFile();

describe.each(['desktop', 'mobile'] as const)('delivery options at %s width', (viewport) => {
  it('delivery and installation with insurance: priced on the page, paid, shown on the order', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    const contractId = await contractOf(context.request, ['nordwerk-flow-pro']);
    const page = await context.newPage();
    await openCheckout(page, contractId);
    const delivery = page.getByTestId('checkout-delivery');
    await visible(delivery.getByRole('radio', { name: /Standard shipping/ }));
    // The options are the server's: a click sends the choice, the page shows what it answers.
    await delivery.getByRole('radio', { name: /Delivery and installation/ }).click();
    await expect
      .poll(() => delivery.getByRole('radio', { name: /Delivery and installation/ }).isChecked())
      .toBe(true);
    await visible(page.getByTestId('checkout-service-charge'));
    expect(await page.getByTestId('checkout-service-charge').innerText()).toMatch(/49[.,]90/);
    await delivery.getByRole('checkbox', { name: /Insure against damage and loss/ }).click();
    await visible(page.getByTestId('checkout-insurance'));
    expect(await page.getByTestId('checkout-insurance').innerText()).toMatch(/14[.,]90/);
    await expectAccessible(page);
    await screenshot(page, `checkout-delivery-en-${viewport}`);
    await delivery.scrollIntoViewIfNeeded();
    await screenshot(page, `checkout-delivery-options-en-${viewport}`);

    await enterNewCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectOutcome(page, 'success');

    const res = await context.request.post(
      '/api/trantor/func/trade_QueryAndValidateTradeContractDetailByIdFunc',
      {
        data: [{ id: contractId }],
      },
    );
    const order = (await res.json()).data.tradeOrderList[0];
    expect(order.displayStatus).toBe('UN_DELIVERY');
    await openOrderDetail(page, order.id);
    await visible(page.getByRole('heading', { name: 'Delivery and installation' }));
    await visible(page.getByText(/Insured: /).first());
    await expectAccessible(page);
    await context.close();
  });

  it('pick-up at the shop in German: no address asked, the shop’s address on the order', async () => {
    const context = await newContext(browser(), viewport, 'de-DE');
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'de');
    const contractId = await contractOf(context.request, ['nordwerk-flow-pro']);
    const page = await context.newPage();
    await page.goto(`/checkout?tradeContractId=${contractId}`);
    const delivery = page.getByTestId('checkout-delivery');
    await visible(delivery.getByRole('radio', { name: /Im Geschäft abholen/ }));
    await delivery.getByRole('radio', { name: /Im Geschäft abholen/ }).click();
    await visible(page.getByTestId('checkout-no-shipping'));
    expect(await page.getByTestId('checkout-no-shipping').innerText()).toMatch(
      /keine Lieferadresse|nicht nötig/i,
    );
    await visible(delivery.getByText(/Lindenstraße 34/));
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/SITE_PICK_UP|DELIVERY_INSTALL|delivery\.[a-z]/);
    await expectAccessible(page);
    await screenshot(page, `checkout-delivery-de-${viewport}`);

    const res = await context.request.post(
      '/api/trantor/func/trade_QueryAndValidateTradeContractDetailByIdFunc',
      {
        data: [{ id: contractId }],
      },
    );
    const order = (await res.json()).data.tradeOrderList[0];
    expect(order.fulfillmentType).toBe('SITE_PICK_UP');
    await page.goto(`/buyer/order/detail/${order.id}`);
    await visible(page.getByText(/Lindenstraße 34/).first());
    await context.close();
  });
});
