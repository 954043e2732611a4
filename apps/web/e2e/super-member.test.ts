// Paid membership (issue 16, decision 052): the demo buyer opens /user/super-member, buys a month
// through the ordinary checkout (no address asked: nothing is shipped) with the sandbox card 4242,
// and sees the membership active with its end date on the page and on the member home. Both widths,
// axe and screenshots before and after; a buyer already a member renews, which the page offers.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { contractOf, openCheckout } from './checkout-kit.ts';
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
/** Words of the wire that must never reach the screen. */
const INTERNAL = /\b(MONTHLY|YEARLY|ACTIVE|REFUNDED|superMember\.[a-z])\b/;

const visible = (l: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => l.isVisible(), { timeout: 20_000 }).toBe(true);

async function paidService(request: APIRequestContext) {
  const res = await request.post('/api/trantor/func/customer_QueryOnePaidServiceBOBuiltInFunc', {
    data: [{ enabled: true }],
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { validUntil: string; periodCode: string } | null;
}

async function payWithCard(page: Page) {
  await page.getByText('Card', { exact: true }).first().click();
  const newCard = page.getByRole('radio', { name: 'Use a new card' });
  if (await newCard.count()) await newCard.check();
  const fields = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await visible(fields.getByLabel('Card number'));
  await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
  await fields.getByLabel('Expiry date').fill('12 / 34');
  await fields.getByLabel(/Security code/).fill('123');
  const holder = page.getByLabel('Card holder name');
  if (await holder.count()) await holder.fill('Anna Schmidt');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

describe.each(['desktop', 'mobile'] as const)('premium membership at %s width', (viewport) => {
  it('buys a month through checkout with card 4242 and sees it active', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    await onStorefront(context, 'DE');
    await showInLanguage(context, 'en');
    const before = await paidService(context.request);
    const page = await context.newPage();

    await page.goto('/user/super-member');
    await visible(page.getByRole('heading', { level: 1, name: 'Premium membership' }));
    const monthly = page.getByTestId('period-MONTHLY');
    await visible(monthly.getByRole('heading', { name: 'Monthly' }));
    await expect.poll(() => monthly.innerText()).toMatch(/4\.99/);
    await expect
      .poll(() => page.getByTestId('super-member-status').innerText())
      .toMatch(before ? /Active until/ : /Not active/);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await expectAccessible(page);
    await screenshot(page, `super-member-${viewport}`);

    // Buy (or, for a member already, extend) one month: the ordinary checkout opens.
    await monthly.getByRole('button', { name: before ? 'Extend by 1 month' : 'Buy 1 month' }).click();
    await page.waitForURL(/\/checkout\?tradeContractId=\d+/, { timeout: 20_000 });
    await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
    await visible(page.getByTestId('checkout-no-shipping'));
    await visible(page.getByText('Kontor Plus membership, 1 month').first());
    await visible(page.getByRole('heading', { name: 'Payment method' }));
    await expectAccessible(page);
    await screenshot(page, `super-member-checkout-${viewport}`);
    await payWithCard(page);
    await page.waitForURL(/\/buyer\/pay-result\?/, { timeout: 30_000 });
    await visible(page.getByText('Payment successful'));

    // Active from the payment, to the end of the month (a renewal: a month later than before).
    await expect
      .poll(async () => (await paidService(context.request))?.validUntil ?? null, { timeout: 20_000 })
      .not.toBe(before?.validUntil ?? null);
    const after = (await paidService(context.request))!;
    if (before) {
      const expected = new Date(before.validUntil);
      expected.setUTCMonth(expected.getUTCMonth() + 1);
      expect(Math.abs(Date.parse(after.validUntil) - expected.getTime())).toBeLessThan(3 * 86_400_000);
    }
    await page.goto('/user/super-member');
    const status = page.getByTestId('super-member-status');
    await visible(status.getByText('Active', { exact: true }));
    await expect.poll(() => status.innerText()).toMatch(/Active until/);
    await expect.poll(() => status.innerText()).toMatch(/100 % extra points on every order/);
    await visible(monthly.getByRole('button', { name: 'Extend by 1 month' }));
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await expectAccessible(page);
    await screenshot(page, `super-member-active-${viewport}`);

    // The member home shows it too, next to the level.
    await page.getByRole('link', { name: 'Member home' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Member home' }));
    await visible(page.getByTestId('super-member-status').getByText('Active', { exact: true }));
    await visible(page.getByRole('link', { name: 'Manage your premium membership' }));

    // Its benefit at the next checkout: the summary says the order's points are doubled.
    const urlKey = (
      await call<{ data: { urlKey: string }[] }>(context.request, 'kontor_item_PageItemCardFlow', {
        page: { no: 1, size: 1 },
      })
    ).data[0]!.urlKey;
    await openCheckout(page, await contractOf(context.request, [urlKey]));
    await visible(page.getByTestId('checkout-earn-points').getByText(/Kontor Plus doubles them\./));
    await screenshot(page, `super-member-next-checkout-${viewport}`);
    await context.close();
  });
});
