import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ordersIn } from './api.ts';
import { browserForFile, DEMO_PASSWORD, newContext, signInByApi, type ViewportName } from './support.ts';

const browser = browserForFile();

/** Every API call the page sends, as `name body` (the POSTs of /api/trantor/…). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('pageerror', (e) => calls.push(`pageerror ${e.message}`));
  page.on('request', (r) => {
    const m = /\/api\/trantor\/(?:flow|func)\/([^?]+)/.exec(r.url());
    if (m && r.method() === 'POST') calls.push(`${m[1]} ${r.postData()}`);
  });
  return calls;
}

const count = (calls: string[], name: string) => {
  expect(calls.filter((c) => c.startsWith('pageerror'))).toEqual([]);
  return calls.filter((c) => c.startsWith(`${name} `)).length;
};

/** The early answers index.html started and the app has not taken (decision 079). */
const leftOver = (page: Page) =>
  page.evaluate(() => {
    const early = (window as { __kontorEarly?: { entries: object } }).__kontorEarly;
    return early ? Object.keys(early.entries) : 'no early calls were started';
  });

describe('the first API calls started from index.html (decision 079)', () => {
  it.each(['desktop', 'mobile'] as ViewportName[])(
    'are used by the order list and the order detail at %s width: one request per call, not two',
    async (viewport) => {
      const context = await newContext(browser(), viewport);
      try {
        await signInByApi(context, 'buyer@kontor.test');
        const page = await context.newPage();
        let calls = recordCalls(page);
        await page.goto('/buyer/orders?timespan=thisYear');
        await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
        expect(count(calls, 'trade_QueryOrderQuantityForStatusBuyerFlow')).toBe(1);
        expect(count(calls, 'bbc_trade_LibPageTradeOrderForBuyerFlow')).toBe(1);
        expect(await leftOver(page)).toEqual([]);

        const [order] = await ordersIn(context.request, 'ALL_ORDER');
        const detail = await context.newPage();
        calls = recordCalls(detail);
        await detail.goto(`/buyer/order/detail/${order!.id}`);
        await expect.poll(() => detail.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        await expect.poll(() => count(calls, 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow')).toBe(1);
        expect(await leftOver(detail)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('are used by the home page for a visitor without a session', async () => {
    const context = await newContext(browser(), 'mobile');
    try {
      const page = await context.newPage();
      const calls = recordCalls(page);
      await page.goto('/?pageNo=1');
      await expect
        .poll(() =>
          page
            .getByRole('link', { name: /^Flow Pro standing desk/ })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expect.poll(() => count(calls, 'kontor_item_PageItemCardFlow')).toBe(1);
      expect(await leftOver(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leave a signed-out open of /buyer/orders as it was: to the sign-in page, the list asked for again after it', async () => {
    const context = await newContext(browser(), 'desktop');
    try {
      const page = await context.newPage();
      const calls = recordCalls(page);
      await page.goto('/buyer/orders');
      await page.waitForURL(/\/login\?redirect=/);
      await expect.poll(() => page.locator('form#login').isVisible()).toBe(true);
      // The early call was made (and refused); nothing of it reached the screen.
      expect(count(calls, 'bbc_trade_LibPageTradeOrderForBuyerFlow')).toBe(1);

      await page.getByLabel('E-mail or phone number').fill('buyer@kontor.test');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.locator('form#login button[type="submit"]').click();
      await page.waitForURL(/\/buyer\/orders$/);
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
      expect(count(calls, 'bbc_trade_LibPageTradeOrderForBuyerFlow')).toBe(2);
    } finally {
      await context.close();
    }
  });
});
