import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
} from './support.ts';

// The reward tasks (issue 16, spec §7 share / follow / subscribe paths): a new member subscribes to
// the newsletter and follows us from the task list, shares a product from its page, and each
// reward reaches the points balance once. A new account per width keeps the demo ledgers as they are.

const browser = browserForFile();

async function signUp(page: Page, email: string) {
  const res = await page.request.post('/api/user/web/signup', {
    data: { email, password: 'Sicher!2026', nickname: 'Jürgen Groß' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const balance = async (page: Page) =>
  (await call<{ pointBalance: number }>(page.request, 'customer_QueryCustomerFlow', {})).pointBalance;

describe.each(['desktop', 'mobile'] as const)('reward tasks at %s width', (viewport) => {
  it('subscribes, follows and shares a product, each rewarded once', async () => {
    const context = await newContext(browser(), viewport);
    await onStorefront(context, 'DE');
    // A new account on the German storefront reads German; this journey reads English.
    await showInLanguage(context, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signUp(page, `tasks-${viewport}-${Date.now()}@example.de`);
    const start = await balance(page);

    await page.goto('/user/member');
    const tasks = page.locator('section[aria-labelledby="member-tasks"]');
    await expect.poll(() => tasks.getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(true);
    await screenshot(page, `member-tasks-open-${viewport}`);
    await expectAccessible(page);

    await tasks.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByText('+10 points added').first().isVisible()).toBe(true);
    await expect.poll(() => tasks.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    await tasks.getByRole('button', { name: 'Follow us' }).click();
    await expect.poll(() => tasks.getByRole('button', { name: 'Follow us' }).count()).toBe(0);
    await expect.poll(() => tasks.getByText('Done').count()).toBe(2);
    expect(await balance(page)).toBe(start + 20);

    // Share a product from its page: the link is copied and the first share of it earns 2 points.
    const urlKey = (
      await call<{ data: { urlKey: string }[] }>(page.request, 'kontor_item_PageItemCardFlow', {
        page: { no: 1, size: 1 },
      })
    ).data[0]!.urlKey;
    await page.goto(`/products/${urlKey}`);
    const share = page.getByRole('button', { name: 'Share' });
    await expect.poll(() => share.isVisible()).toBe(true);
    await share.click();
    await expect.poll(() => page.getByText('Link copied · +2 points').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await share.click();
    await expect.poll(() => page.getByText('Link copied', { exact: true }).first().isVisible()).toBe(true);
    expect(await balance(page)).toBe(start + 22);
    await screenshot(page, `product-share-${viewport}`);
    await expectAccessible(page);
    await context.close();
  });
});

describe('reward tasks in other languages', () => {
  for (const [language, subscribe, follow] of [
    ['de', 'Abonnieren', 'Folgen'],
    ['zh-CN', '去订阅', '去关注'],
  ] as const) {
    it(`reads right in ${language}`, async () => {
      const context = await newContext(browser(), 'desktop');
      await onStorefront(context, 'DE');
      await showInLanguage(context, language);
      const page = await context.newPage();
      await signUp(page, `tasks-${language}-${Date.now()}@example.de`);
      await page.goto('/user/member');
      await expect.poll(() => page.getByRole('button', { name: subscribe }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: follow }).isVisible()).toBe(true);
      expect(await page.locator('main').innerText()).not.toMatch(/member\.tasks|SHARE_PRODUCT|FOLLOW_SOCIAL/);
      await screenshot(page, `member-tasks-${language}`);
      await context.close();
    });
  }
});
