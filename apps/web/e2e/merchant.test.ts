import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, findSeller } from './api.ts';
import {
  browserForFile,
  chooseOption,
  chooseTyped,
  expectAccessible,
  newContext,
  screenshot,
  showInLanguage,
  signInByApi,
  type ViewportName,
} from './support.ts';

// Issue 17 (merchant onboarding and the operator; decisions 054, 055): a new user applies with a German
// company, the operator rejects with a reason, the user corrects and applies again, the operator
// approves, the user opens the seller console; the operator freezes the shop and the seller sees the
// frozen notice. Every page axe-clean at desktop and phone width; the form in all nine languages.
// Decision 067: the company address through the address picker (Germany → Bayern → München), the
// operator console's sections, and a frozen or cleared seller's console showing only what the server
// takes.

const browser = browserForFile();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const LANGUAGES = ['en', 'de', 'zh-CN', 'nl', 'es', 'sv', 'fr', 'it', 'pl'] as const;
const texts = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/domain/src/i18n/locales/${language}.json`, import.meta.url),
      'utf8',
    ),
  );

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

let counter = 0;
async function signUp(context: BrowserContext, nickname: string): Promise<void> {
  counter += 1;
  const res = await context.request.post('/api/user/web/signup', {
    data: { email: `merchant-${counter}-${Date.now()}@example.de`, password: 'Sicher!2026', nickname },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function operator(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser(), viewport);
  await showInLanguage(context, 'en');
  await signInByApi(context, 'admin@kontor.test');
  return { context, page: await context.newPage() };
}

const SECTIONS = { applications: 'Applications', shops: 'Shops', log: 'Audit log', settings: 'Settings' };
async function openConsole(page: Page, section: keyof typeof SECTIONS = 'applications') {
  await page.goto(`/admin/${section}`);
  await expect
    .poll(() => page.getByRole('heading', { name: SECTIONS[section], level: 1 }).isVisible())
    .toBe(true);
}

const pickerShows = (page: Page) =>
  page
    .getByRole('group', { name: 'Province, city and district' })
    .locator('.ant-select-content-has-value')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));

async function fillCompany(page: Page, legalName: string) {
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Registration number').fill('HRB 123456 München');
  await page.getByLabel('VAT number').fill('DE 136 695 976');
  await chooseOption(page, 'Main category', 'Office chairs');
  // The address through the address picker: Germany (the company's country) → Bayern → München.
  await chooseTyped(page, page.locator('form'), 'Province / state', 'Bayern', 'Bayern');
  await chooseTyped(page, page.locator('form'), 'City', 'München', 'München');
  await expect.poll(() => pickerShows(page)).toEqual(['Bayern', 'München']);
  await page.getByLabel('Street').fill('Sendlinger Straße');
  await page.getByLabel('Number', { exact: true }).fill('45');
  await page.getByLabel('Postcode').fill('8033');
  await page.getByLabel('Name', { exact: true }).fill('Jürgen Groß');
  await page.getByLabel('E-mail').fill('jg@mueller-bueromoebel.example');
  await page.getByLabel('Phone').fill('+49 89 1234567');
  await page.getByLabel('Account holder').fill(legalName);
}

const addPdf = (page: Page, name: string) =>
  page
    .getByLabel('Register extract, ID and bank letter (PDF)')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });

async function review(page: Page, legalName: string) {
  await openConsole(page);
  const open = page.getByRole('button', { name: `Open the application of ${legalName}` });
  await expect.poll(() => open.isVisible()).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Application of ${legalName}` });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe('merchant onboarding (English, desktop)', () => {
  it('applies, is rejected with a reason, applies again, is approved, opens the console, and is frozen', async () => {
    const legalName = `Müller Büromöbel GmbH ${Date.now() % 100_000}`;
    const applicant = await newContext(browser(), 'desktop');
    await showInLanguage(applicant, 'en');
    await signUp(applicant, 'Jürgen');
    const page = await applicant.newPage();

    // The banner's entry leads a new user to the application form.
    await page.goto('/');
    const entry = page.getByRole('link', { name: 'Sell on Kontor' }).first();
    await expect.poll(() => entry.isVisible()).toBe(true);
    await entry.click();
    await page.waitForURL(/\/merchant\/apply$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Become a merchant', level: 1 }).isVisible())
      .toBe(true);
    await expectAccessible(page);

    await fillCompany(page, legalName);
    // A mistyped IBAN (a wrong check digit) and a four-digit German postcode are caught before anything is sent.
    await page.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await visible(page, 'This IBAN is not valid: please check it, including the check digits.');
    await visible(page, texts('en').addresses.errors.postalCodeDigits5);
    await visible(page, 'Please add at least one document (PDF).');
    await expectAccessible(page);
    await screenshot(page, 'merchant-apply-errors-desktop-en');
    await page.getByLabel('Postcode').fill('80331');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await addPdf(page, 'Handelsregister.pdf');
    await expect.poll(() => page.getByRole('link', { name: 'Handelsregister.pdf' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await visible(page, 'We are reviewing your application and will let you know the result.');
    await expectAccessible(page);

    // The operator rejects it with a reason (a reason is required).
    const admin = await operator('desktop');
    let dialog = await review(admin.page, legalName);
    await expect.poll(() => dialog.getByRole('link', { name: 'Handelsregister.pdf' }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Sendlinger Straße 45, 80331 München, Bayern, DE').isVisible())
      .toBe(true);
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'merchant-admin-review-desktop-en');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(admin.page, 'Please give a reason.');
    await dialog
      .getByLabel('Reason for a rejection (the applicant reads it)')
      .fill('Der Handelsregisterauszug ist älter als drei Monate.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The applicant reads the reason on the audit page and applies again with the data kept.
    await page.goto('/merchant/audit');
    await visible(page, 'Der Handelsregisterauszug ist älter als drei Monate.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Apply again' }).click();
    await expect.poll(() => page.getByLabel('Legal name').inputValue()).toBe(legalName);
    await expect.poll(() => page.getByLabel('IBAN').inputValue()).toBe('DE89370400440532013000');
    await expect.poll(() => pickerShows(page)).toEqual(['Bayern', 'München']);
    await addPdf(page, 'Handelsregister-neu.pdf');
    await expect
      .poll(() => page.getByRole('link', { name: 'Handelsregister-neu.pdf' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await visible(page, 'We are reviewing your application and will let you know the result.');

    // The operator approves it.
    dialog = await review(admin.page, legalName);
    await expect
      .poll(() => dialog.getByRole('link', { name: 'Handelsregister-neu.pdf' }).isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The new seller opens the console of the new shop.
    await page.goto('/merchant/apply');
    await visible(page, 'Your application was approved. Your seller centre is ready.');
    await page.getByRole('link', { name: 'Seller centre' }).last().click();
    await page.waitForURL(/\/seller\/orders/);
    await visible(page, legalName);
    await screenshot(page, 'merchant-seller-console-desktop-en');

    // The operator freezes the shop with a reason; the decision is logged.
    await openConsole(admin.page, 'shops');
    await chooseOption(admin.page, 'Status', 'Active');
    const change = admin.page.getByRole('button', { name: `Change the status of ${legalName}` });
    await expect.poll(() => change.isVisible()).toBe(true);
    await change.click();
    const statusDialog = admin.page.getByRole('dialog', { name: `Status of ${legalName}` });
    await expect.poll(() => statusDialog.isVisible()).toBe(true);
    await statusDialog
      .getByLabel('Reason (kept in the decision log)')
      .fill('Offene Reklamationen werden geprüft.');
    await expectAccessible(admin.page);
    await statusDialog.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => statusDialog.isVisible()).toBe(false);
    // Frozen, it has left the active shops and is among the frozen ones.
    await expect
      .poll(() => admin.page.getByRole('button', { name: `Change the status of ${legalName}` }).count())
      .toBe(0);
    await chooseOption(admin.page, 'Status', 'Frozen');
    await admin.page.waitForURL(/status=FROZEN/);
    await expect.poll(() => change.isVisible()).toBe(true);
    // The audit log of this shop alone: the freeze and the application's two decisions.
    await admin.page.getByRole('link', { name: `Decisions about this shop ${legalName}` }).click();
    await admin.page.waitForURL(/\/admin\/log\?shopId=\d+/);
    await visible(admin.page, 'reason: Offene Reklamationen werden geprüft.');
    await visible(admin.page, 'reason: Der Handelsregisterauszug ist älter als drei Monate.');
    await expect
      .poll(() => admin.page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').count())
      .toBe(3);
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'merchant-admin-log-desktop-en');

    // The seller's entry now tells about the freeze first, then continues to the console.
    await page.goto('/');
    const sellerEntry = page.getByRole('link', { name: 'Seller centre' }).first();
    await expect.poll(() => sellerEntry.isVisible()).toBe(true);
    await sellerEntry.click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await visible(page, texts('en').merchant.frozen);
    await expectAccessible(page);
    await screenshot(page, 'merchant-frozen-notice-desktop-en');
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/seller\/orders/);
    // The console explains what a frozen shop may still do (spec §8).
    await visible(page, texts('en').merchant.frozen);

    await admin.context.close();
    await applicant.close();
  }, 300_000);
});

describe('merchant pages (phone)', () => {
  it('shows the form in German and the operator console, axe-clean', async () => {
    const context = await newContext(browser(), 'mobile', 'de-DE');
    await showInLanguage(context, 'de');
    await signUp(context, 'Grete');
    const page = await context.newPage();
    await page.goto('/merchant/apply');
    await expect.poll(() => page.getByLabel('USt-IdNr.').isVisible()).toBe(true);
    await page.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Zur Prüfung senden' }).click();
    await visible(page, texts('de').merchant.apply.errors.iban);
    await expectAccessible(page);
    await screenshot(page, 'merchant-apply-mobile-de');
    await context.close();

    const admin = await operator('mobile');
    await openConsole(admin.page, 'settings');
    await visible(admin.page, 'Accept new merchant applications');
    await expectAccessible(admin.page);
    await openConsole(admin.page, 'shops');
    await expect.poll(() => admin.page.getByRole('list', { name: 'Shops' }).isVisible()).toBe(true);
    await expectAccessible(admin.page);
    await openConsole(admin.page, 'log');
    // The log's rows, or its empty text on a fresh database.
    await expect
      .poll(
        async () =>
          (await admin.page.getByRole('list', { name: 'Audit log' }).isVisible()) ||
          (await admin.page.getByText(texts('en').merchant.admin.noDecisions).isVisible()),
      )
      .toBe(true);
    await expectAccessible(admin.page);
    await admin.context.close();
  });

  it('shows the application form in all nine languages', async () => {
    const context = await newContext(browser(), 'desktop');
    await signUp(context, 'Polyglott');
    const page = await context.newPage();
    for (const language of LANGUAGES) {
      await showInLanguage(context, language);
      const t = texts(language).merchant.apply;
      await page.goto('/merchant/apply');
      await expect.poll(() => page.getByRole('heading', { name: t.title, level: 1 }).isVisible()).toBe(true);
      await visible(page, t.sections.bank);
      await expect.poll(() => page.getByRole('button', { name: t.submit }).isVisible()).toBe(true);
    }
    await context.close();
  });
});

describe('the operator console in three languages (screenshots)', () => {
  it.each(['desktop', 'mobile'] as const)('shows its sections at %s width, axe-clean', async (viewport) => {
    const admin = await operator(viewport);
    for (const language of ['en', 'de', 'zh-CN'] as const) {
      await showInLanguage(admin.context, language);
      const nav = texts(language).admin.nav;
      await admin.page.goto('/admin');
      await admin.page.waitForURL(/\/admin\/applications$/);
      await expect
        .poll(() => admin.page.getByRole('heading', { name: nav.applications, level: 1 }).isVisible())
        .toBe(true);
      // The console's navigation names every section.
      for (const name of [nav.applications, nav.shops, nav.log, nav.settings]) {
        await expect
          .poll(() => admin.page.getByRole('link', { name, exact: true }).count())
          .toBeGreaterThan(0);
      }
      await expect
        .poll(() => admin.page.getByRole('list', { name: nav.applications }).isVisible())
        .toBe(true);
      await expectAccessible(admin.page);
      await screenshot(admin.page, `merchant-admin-applications-${viewport}-${language}`);
    }
    await admin.context.close();
  });
});

describe('a frozen, then cleared shop: the seller console shows only what the server takes', () => {
  it.each(['desktop', 'mobile'] as const)('at %s width', async (viewport) => {
    const seller = await newContext(browser(), viewport);
    const shopId = await findSeller(
      seller,
      async (request, user) =>
        (await call<{ total: number }>(request, 'seller_PageOrderFlow', { displayStatus: 'UN_DELIVERY' }))
          .total > 0 && user.shopId,
    );
    const admin = await operator(viewport);
    const move = (merchantStatus: string) =>
      call(admin.context.request, 'admin_ChangeShopStatusFlow', {
        shopId,
        merchantStatus,
        reason: 'E2E: Prüfung der Rechte',
      });
    const page = await seller.newPage();
    const ship = page.getByRole('button', { name: /^Ship order / });
    try {
      await move('FROZEN');
      for (const language of ['en', 'de', 'zh-CN'] as const) {
        await showInLanguage(seller, language);
        await page.goto('/seller/orders');
        await visible(page, texts(language).merchant.frozen);
        if (language === 'en') {
          // Every order of a demo shop was placed before the freeze: each may still be shipped.
          await expect.poll(() => ship.count()).toBeGreaterThan(0);
        }
        await expectAccessible(page);
        await screenshot(page, `merchant-seller-frozen-${viewport}-${language}`);
      }
      await move('CLEARED');
      for (const language of ['en', 'de', 'zh-CN'] as const) {
        await showInLanguage(seller, language);
        await page.goto('/seller/orders');
        await visible(page, texts(language).merchant.cleared);
        await expect.poll(() => page.locator('table, ul').first().isVisible()).toBe(true);
        await expect.poll(() => ship.count()).toBe(0);
        await expectAccessible(page);
        await screenshot(page, `merchant-seller-cleared-${viewport}-${language}`);
      }
      // No reply to reviews either: a cleared shop only looks things up.
      await showInLanguage(seller, 'en');
      await page.goto('/seller/reviews');
      await visible(page, texts('en').merchant.cleared);
      await expect.poll(() => page.getByRole('button', { name: /^Reply/ }).count()).toBe(0);
    } finally {
      await move('SELLER');
    }
    await admin.context.close();
    await seller.close();
  });
});

describe('the company address picker in three languages (screenshots)', () => {
  it.each(['desktop', 'mobile'] as const)('at %s width, axe-clean', async (viewport) => {
    const context = await newContext(browser(), viewport);
    await signUp(context, 'Picker');
    const page = await context.newPage();
    for (const language of ['en', 'de', 'zh-CN'] as const) {
      await showInLanguage(context, language);
      await page.goto('/merchant/apply');
      const picker = page.getByRole('group', { name: texts(language).regionPicker.legend });
      await expect.poll(() => picker.isVisible()).toBe(true);
      if (language === 'en') {
        await chooseTyped(page, page.locator('form'), 'Province / state', 'Bayern', 'Bayern');
        await chooseTyped(page, page.locator('form'), 'City', 'München', 'München');
        await expect.poll(() => pickerShows(page)).toEqual(['Bayern', 'München']);
      }
      await picker.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await screenshot(page, `merchant-apply-picker-${viewport}-${language}`);
    }
    await context.close();
  });
});
