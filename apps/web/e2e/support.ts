import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'Kontor!2026';
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * One browser for the test file: call at the top of the file; it is launched before the file's first
 * test and closed after its last. The answer gives the browser inside hooks and tests.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll; use it inside hooks and tests');
    return browser;
  };
}

export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  locale = 'en-GB',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: VIEWPORTS[viewport],
    locale,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Signs in through the API (fast); journeys that test the sign-in form itself use the page. */
export async function signInByApi(
  context: BrowserContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ shopId?: number }> {
  const res = await context.request.post('/api/user/web/login', { data: { account: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/** axe finds nothing serious or critical on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading out is measured at partial opacity; check the page once transient toasts are gone.
  await page
    .waitForFunction(() => !document.querySelector('.ant-message-notice'), undefined, { timeout: 8_000 })
    .catch(() => {});
  // Dialogs fade and zoom in: measure colours once running animations have settled.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  // Field errors and dialogs animate in: picture the page once they have settled.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/** An 8×8 PNG, made here: the server checks the bytes of every upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQj/fCihiGlgQAfyUyAeXvZUoAAAAASUVORK5CYII=',
  'base64',
);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a buyer's order detail page and waits for its heading. */
export async function openOrderDetail(page: Page, orderId: number): Promise<void> {
  await page.goto(`/buyer/order/detail/${orderId}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Order details', level: 1 }).isVisible())
    .toBe(true);
}

/** Clicks an order detail action: a visible button, or on phones possibly in the "More actions" sheet. */
export async function clickOrderAction(page: Page, name: string | RegExp): Promise<void> {
  const exact = typeof name === 'string';
  const direct = page.getByRole('main').getByRole('button', { name, exact }).first();
  const more = page.getByRole('button', { name: 'More actions' }).first();
  await expect.poll(async () => (await direct.isVisible()) || (await more.isVisible())).toBe(true);
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await more.click();
  const sheet = page.getByRole('dialog', { name: 'More actions' });
  await expect.poll(() => sheet.isVisible()).toBe(true);
  await sheet.getByRole('button', { name, exact }).click();
}

/** Picks an option of a searchable select by typing, as buyers do in a long list. */
export async function chooseTyped(page: Page, scope: Locator, label: string, text: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  // The option named exactly so ("München", not "Garching bei München").
  const choice = page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .last();
  // A loaded phone can drop the first keystrokes while the list (fetched for the country just
  // chosen) is still arriving; a buyer who sees no match clears the field and types again.
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBeGreaterThan(0);
    await field.fill('');
    await field.pressSequentially(text);
    const shown = await expect
      .poll(() => choice.isVisible(), { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        (e: unknown) => {
          if (attempt === 3) throw e;
          return false;
        },
      );
    if (shown) break;
    await field.press('Escape');
  }
  // The list re-renders once more when the server's search answers (a phone's sheet may still be
  // moving then): a buyer who sees the option first in the list takes it with Enter.
  await choice.click({ timeout: 5_000 }).catch(() => field.press('Enter'));
}

/** Picks an option of an antd select labelled `label` (inside `scope`, the page by default). */
export async function chooseOption(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** The status shown in the after-sales detail page's banner. */
export async function afterSaleStatusShown(page: Page): Promise<string> {
  const banner = page
    .getByRole('status')
    .filter({ has: page.locator('p') })
    .first();
  return ((await banner.innerText()).split('\n')[0] ?? '').trim();
}

/** Opens an after-sales record in the seller console and waits for the step's form in the drawer. */
export async function openInSellerConsole(page: Page, code: string, step: string): Promise<Locator> {
  await page.goto('/seller/after-sales');
  await page.getByRole('button', { name: `Open after-sales ${code}` }).click();
  const drawer = page.getByRole('dialog');
  await expect.poll(() => drawer.getByRole('heading', { name: step }).isVisible()).toBe(true);
  return drawer;
}

/**
 * Shows this context's pages in a language through the language cookie only (it outranks the
 * account's language), so a journey never changes a shared demo account's stored language — the
 * journeys after it rely on the browser's language.
 */
export async function showInLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addCookies([{ name: 'kontor_lang', value: language, url: inject('baseURL') }]);
}

/**
 * Shows this context's pages on a storefront through the storefront cookie only (it outranks the
 * account's storefront): journeys that need Germany's countries and prices get them even after a
 * journey switched a shared demo account to another storefront.
 */
export async function onStorefront(context: BrowserContext, site: string): Promise<void> {
  await context.addCookies([{ name: 'kontor_site', value: site, url: inject('baseURL') }]);
}
