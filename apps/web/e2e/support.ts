import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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
): Promise<void> {
  const res = await context.request.post('/api/user/web/login', { data: { account: email, password } });
  expect(res.status(), await res.text()).toBe(200);
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
