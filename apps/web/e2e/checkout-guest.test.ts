// A guest buys (issue 14 acceptance): a visitor adds a product (which starts a guest session), checks
// out with only the channels open to guests, pays with card 4242, and follows the order by the link
// of the confirmation e-mail (the dev mailbox) in a fresh browser: the link's signed token opens that
// order read only (decision 063), and no other. Both widths, axe, screenshots.
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { CARDS, contractState, enterNewCard, expectOutcome, visible } from './checkout-kit.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
} from './support.ts';

const browser = browserForFile();

describe.each(['desktop', 'mobile'] as const)('guest checkout at %s width', (viewport) => {
  it('pays as a guest and opens the order from the e-mail link in a fresh browser', async () => {
    const context = await newContext(browser(), viewport);
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    const page = await context.newPage();
    const email = `guest-${viewport}-${Date.now()}@example.de`;

    await page.goto('/products/lumen-clamp');
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await visible(add);
    await add.click();
    await visible(page.getByText(/added to cart/).first());
    // The guest session the cart started keeps the address the checkout takes.
    await call(context.request, 'customer_CreateShippingAddressFlow', {
      gender: 'FEMALE',
      firstName: 'Greta',
      lastName: 'Gast',
      areaCode: '+49',
      personPhone: '151 98765432',
      email,
      country: 'DE',
      province: 'Nordrhein-Westfalen',
      city: 'Köln',
      districtList: [],
      postalCode: '50667',
      poiName: 'Hohe Straße',
      houseNo: '12',
      isDefault: true,
    });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
    await page.waitForURL(/\/checkout\?tradeContractId=\d+/);
    const contractId = Number(new URL(page.url()).searchParams.get('tradeContractId'));
    await visible(page.getByRole('button', { name: 'Pay now' }));
    await visible(page.getByText('Greta Gast'));
    // Only the channels open to guests: no pay-later (read once the channels have loaded).
    await visible(page.getByTestId('payment-channel').first());
    const channels = await page.getByTestId('payment-channel').allInnerTexts();
    expect(channels.join(' | ')).toMatch(/Card/);
    expect(channels.join(' | ')).not.toMatch(/Klarna|Pay Later|pay later/);
    await expectAccessible(page);
    await screenshot(page, `checkout-guest-${viewport}`);

    await enterNewCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectOutcome(page, 'success');
    const order = (await contractState(context.request, contractId)).tradeOrderList[0]!;
    expect(order.displayStatus).toBe('UN_DELIVERY');

    // The confirmation e-mail, in the development mailbox, links the order with its token.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = page.getByRole('listitem').filter({ hasText: 'confirmed' }).first();
    await visible(mail);
    const body = await mail.innerText();
    // Absolute, on the shop's public address (PUBLIC_URL, decision 066).
    const link = /Follow your order here: (https?:\/\/\S+\/buyer\/order\/detail\/\d+\?token=\S+)/.exec(
      body,
    )?.[1];
    expect(link, body).toBeTruthy();
    expect(link).toContain(`/buyer/order/detail/${order.id}?`);
    await context.close();

    // A fresh browser, no session: the link opens the order, read only.
    const fresh = await newContext(browser(), viewport);
    await showInLanguage(fresh, 'en');
    const reader = await fresh.newPage();
    await reader.goto(link!);
    await visible(reader.getByRole('heading', { name: 'Order details', level: 1 }));
    await visible(reader.getByText(/Klemm/).first());
    expect(reader.url()).toContain('/buyer/order/detail/');
    await expect
      .poll(() =>
        reader.getByRole('button', { name: /Cancel order|Apply for after-sales|More actions/ }).count(),
      )
      .toBe(0);
    await expectAccessible(reader);
    await screenshot(reader, `order-by-link-${viewport}`);

    // The same token for another order opens nothing.
    const token = new URL(link!, 'http://x').searchParams.get('token')!;
    await reader.goto(`/buyer/order/detail/${order.id - 1}?token=${encodeURIComponent(token)}`);
    await visible(reader.getByText('Not found').first());
    await fresh.close();
  });
});
