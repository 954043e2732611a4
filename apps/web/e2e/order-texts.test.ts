import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, type OrderListRow, ordersIn } from './api.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  screenshot,
  signInByApi,
  type ViewportName,
} from './support.ts';

// Issue 9: the order's history, payment and items read in the interface language — no internal code
// (`AFTER_SALES_APPLIED`, `3ds_authentication_failed`) and no English attribute in German or Chinese.

const browser = browserForFile();

interface Detail {
  id: number;
  events: { kind: string }[];
}

/** The demo buyer's first order whose log holds an event of the kind. */
async function orderWith(request: APIRequestContext, kind: string, rows: OrderListRow[]): Promise<number> {
  for (const row of rows) {
    const d = await call<Detail>(request, 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', {
      id: row.id,
    });
    if (d.events.some((e) => e.kind === kind)) return d.id;
  }
  throw new Error(`no demo order with ${kind}`);
}

/** Internal codes: SHOUTING_SNAKE words and lower_snake ones (failure reasons). */
const CODE = /\b[A-Z]{2,}_[A-Z_]{2,}\b|\b[a-z0-9]+_[a-z_]{3,}\b/;

async function detailTexts(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

const LANGS = [
  ['en', 'en-GB'],
  ['de', 'de-DE'],
  ['zh-CN', 'zh-CN'],
] as const;

describe.each(['desktop', 'mobile'] as const)('order texts at %s width', (viewport: ViewportName) => {
  it.each(LANGS)('reads the order history, payment and items in %s', async (lng, locale) => {
    const context = await newContext(browser(), viewport, locale);
    await context.addCookies([{ name: 'kontor_lang', value: lng, url: inject('baseURL') }]);
    await signInByApi(context, 'buyer@kontor.test');
    const all = await ordersIn(context.request, 'ALL_ORDER');
    const afterSales = await orderWith(context.request, 'AFTER_SALES_APPLIED', all);
    const failed = await orderWith(context.request, 'PAYMENT_FAILED', all);
    const page = await context.newPage();
    for (const [id, name] of [
      [afterSales, 'after-sales'],
      [failed, 'failed-payment'],
    ] as const) {
      await page.goto(`/buyer/order/detail/${id}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lng);
      await expect.poll(() => page.locator('#timeline-title').isVisible()).toBe(true);
      const text = await detailTexts(page);
      expect(text.match(CODE)?.[0] ?? null, `order ${id} in ${lng}`).toBeNull();
      if (lng !== 'en') {
        // Product names are the shop's; the attribute pairs under them are the interface's.
        expect(text.match(/\b(Colour|Size|Height|Value|Service|Frame): \S+/)?.[0] ?? null).toBeNull();
      }
      await screenshot(page, `order-texts-${name}-${lng}-${viewport}`);
      await page.locator('#timeline-title').scrollIntoViewIfNeeded();
      await screenshot(page, `order-texts-${name}-history-${lng}-${viewport}`);
      await page.locator('#payment-info').scrollIntoViewIfNeeded();
      await screenshot(page, `order-texts-${name}-payment-${lng}-${viewport}`);
      await expectAccessible(page);
    }
    await context.close();
  });
});
