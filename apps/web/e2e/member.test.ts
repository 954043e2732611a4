import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

// The member area (issue 16): the buyer signs in for today on the calendar and sees the points
// rise by the rule, sees the level with its growth bar, then the points ledger with the sign-in and
// the points of delivered orders. Each width is its own buyer: sign-in is once a day.

const browser = browserForFile();
const BUYERS = { desktop: 'buyer@kontor.test', mobile: 'buyer2@kontor.test' } as const;
/** Words of the wire that must never reach the screen. */
const INTERNAL =
  /\b(ORDER_EARNED|SIGN_IN|REDEEMED|EXPIRED|COMPLETE_PROFILE|EXTRA_POINTS|V[1-5]|member\.[a-z])\b/;

const balance = async (request: APIRequestContext) =>
  (await call<{ pointBalance: number }>(request, 'customer_QueryCustomerFlow', {})).pointBalance;

async function heading(page: Page, name: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

describe.each(['desktop', 'mobile'] as const)('member area at %s width', (viewport) => {
  it('signs in for today, shows the level and growth bar, and the points ledger', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, BUYERS[viewport]);
    const before = await balance(context.request);
    const page = await context.newPage();

    await page.goto('/user/member');
    await heading(page, 'Member home');
    await expect.poll(() => page.getByRole('heading', { name: 'Your level' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Progress to the next level' }).isVisible())
      .toBe(true);
    const log = await context.request.post('/sapi/mall-customer/customer-sign-in-log/find-sign-in-log', {
      data: { site: 'DE' },
    });
    // A retry of this journey finds today signed already (once a day); the first try checks the rise.
    if (!(await log.json()).data.signedToday) {
      const button = page.getByRole('button', { name: /^Sign in today \(\+\d+ points?\)$/ });
      await expect.poll(() => button.isVisible()).toBe(true);
      const promised = Number((await button.textContent())?.match(/\+(\d+)/)?.[1]);
      await button.click();
      await expect.poll(() => page.getByRole('button', { name: 'Signed in today' }).isDisabled()).toBe(true);
      expect(await balance(context.request)).toBe(before + promised);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Signed in today' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('listitem', { name: /, signed in$/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Complete your profile').isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await screenshot(page, `member-home-${viewport}`);
    await expectAccessible(page);

    await page.goto('/user/member/score');
    await heading(page, 'Points');
    const history = page.getByRole('region', { name: 'Points history' });
    await expect.poll(() => history.getByText('Daily sign-in').first().isVisible()).toBe(true);
    await expect.poll(() => history.getByText('Order completed').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Used and expired' }).click();
    await expect.poll(() => history.getByText('Daily sign-in').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await screenshot(page, `member-score-${viewport}`);
    await expectAccessible(page);

    // Benefits by level, the buyer's own marked (once).
    await page.getByRole('link', { name: 'Benefits' }).click();
    await heading(page, 'Benefits');
    await expect.poll(() => page.getByText('Your level', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /^Platinum/ }).isVisible())
      .toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL);
    await expectAccessible(page);

    // German, and Chinese: the same page in the buyer's language.
    await showInLanguage(context, 'de');
    await page.goto('/user/member/score');
    await heading(page, 'Punkte');
    await expect.poll(() => page.getByRole('heading', { name: 'Punktestand' }).isVisible()).toBe(true);
    await showInLanguage(context, 'zh-CN');
    await page.goto('/user/member');
    await expect.poll(() => page.getByRole('button', { name: '今日已签到' }).isVisible()).toBe(true);
    await context.close();
  });
});
