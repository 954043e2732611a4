import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  browserForFile,
  chooseTyped,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
  signInByApi,
  type ViewportName,
} from './support.ts';

// The address book (issue 12): a German shipping address, made the default, edited with umlauts and a
// name that stops at 35 characters; a UK billing address with a VAT number and its PDF; one deleted.
// Each width is its own buyer, so each starts from an empty book.

const browser = browserForFile();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const BUYERS: Record<ViewportName, string> = { desktop: 'buyer@kontor.test', mobile: 'buyer2@kontor.test' };
/** Words of the wire that must never reach the screen. */
const INTERNAL = /\b(SHIPPING|BILLING|UN_KNOW|FEMALE|ENABLED|addresses\.[a-z]|trade\.order)\b/;

async function openBook(page: Page): Promise<void> {
  await page.goto('/buyer/addresses');
  await expect
    .poll(() => page.getByRole('heading', { name: 'My addresses', level: 1 }).isVisible())
    .toBe(true);
}

/** The dialog (desktop) or bottom sheet (phone) of the address form. */
async function openForm(
  page: Page,
  button: string,
  title: string,
  scope: Page | Locator = page,
): Promise<Locator> {
  await scope.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.getByLabel('First name', { exact: true }).isVisible()).toBe(true);
  return dialog;
}

async function fill(dialog: Locator, label: string, value: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(value);
}

/** The card of the address whose heading (the person's name) and text match. */
function card(page: Page, name: string, text?: string): Locator {
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  return text ? cards.filter({ hasText: text }) : cards;
}

/**
 * Picks province, city and (where the data has them, decision 064) the city district in the cascading
 * picker by typing, as a buyer does in a long list.
 */
async function pickPlace(page: Page, dialog: Locator, [province, city, district]: [string, string, string?]) {
  await chooseTyped(page, dialog, 'Province / state', province, province);
  await chooseTyped(page, dialog, 'City', city, city);
  if (!district) return;
  await expect.poll(() => dialog.getByLabel('District', { exact: true }).isVisible()).toBe(true);
  await chooseTyped(page, dialog, 'District', district, district);
}

/** A field's inline error (the live region repeats it for screen readers). */
function fieldError(dialog: Locator, text: string): Locator {
  return dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });
}

async function save(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

async function noInternalCodes(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(INTERNAL);
}

async function lookIn(context: BrowserContext, page: Page, viewport: ViewportName, language: string) {
  await showInLanguage(context, language);
  await page.goto('/buyer/addresses');
  await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
  await expect.poll(() => page.locator('address').count()).toBeGreaterThan(0);
  await noInternalCodes(page);
  await screenshot(page, `addresses-book-${language}-${viewport}`);
  await page
    .getByRole('button')
    .filter({ hasText: /\+|新增|hinzufügen|Add/ })
    .first()
    .click();
  await expect.poll(() => page.getByRole('dialog').locator('input').first().isVisible()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, `addresses-form-${language}-${viewport}`);
}

describe.each(['desktop', 'mobile'] as const)('address book at %s width', (viewport: ViewportName) => {
  it('adds, makes default, edits, bills to the UK with a VAT number and PDF, and deletes', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, BUYERS[viewport]);
    await onStorefront(context, 'DE');
    // The journey starts from an empty book, also when a first try left addresses behind.
    const saved = await call<{ id: number }[]>(context.request, 'customer_QueryShippingAddressListFlow', {});
    for (const { id } of saved)
      await call(context.request, 'kontor_customer_DeleteShippingAddressFlow', { id });
    const page = await context.newPage();

    await openBook(page);
    await expect
      .poll(() => page.getByText('You have not saved a shipping address yet.').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('You have not saved a billing address yet.').isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, `addresses-empty-${viewport}`);

    // A German address; a wrong postcode is refused at its field and the form stays usable.
    let dialog = await openForm(page, 'Add shipping address', 'New shipping address');
    await dialog.getByRole('radio', { name: 'Ms' }).check();
    await fill(dialog, 'First name', 'Anna');
    await fill(dialog, 'Last name', 'Schneider');
    await pickPlace(page, dialog, ['Bayern', 'München', 'Altstadt-Lehel']);
    await fill(dialog, 'Street', 'Sendlinger Straße');
    await fill(dialog, 'House number', '45');
    await fill(dialog, 'Postcode', '8033');
    await fill(dialog, 'Phone number', '151 23456789');
    await fill(dialog, 'E-mail', 'anna@example.de');
    await save(dialog);
    await expect.poll(() => fieldError(dialog, 'A German postcode has 5 digits').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `addresses-form-error-${viewport}`);
    await fill(dialog, 'Postcode', '80331');
    await save(dialog);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const munich = card(page, 'Anna Schneider', 'München');
    await expect.poll(() => munich.innerText()).toMatch(/Sendlinger Straße 45\s+80331 München\s+Germany/);

    // A second one, in Vienna: 4 digits there.
    dialog = await openForm(page, 'Add shipping address', 'New shipping address');
    await dialog.getByRole('radio', { name: 'Mr' }).check();
    await fill(dialog, 'First name', 'Jonas');
    await fill(dialog, 'Last name', 'Huber');
    await chooseTyped(page, dialog, 'Country', 'Aus', 'Austria');
    await pickPlace(page, dialog, ['Wien', 'Wien', 'Innere Stadt']);
    await fill(dialog, 'Street', 'Kärntner Straße');
    await fill(dialog, 'House number', '8');
    await fill(dialog, 'Postcode', '10100');
    await chooseTyped(page, dialog, 'Country code', '43', '+43');
    await fill(dialog, 'Phone number', '664 1234567');
    await fill(dialog, 'E-mail', 'jonas@example.at');
    await save(dialog);
    await expect
      .poll(() => fieldError(dialog, 'A postcode in Austria or Luxembourg has 4 digits').isVisible())
      .toBe(true);
    await fill(dialog, 'Postcode', '1010');
    await save(dialog);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const vienna = card(page, 'Jonas Huber');
    await expect.poll(() => vienna.innerText()).toMatch(/Kärntner Straße 8\s+1010 Wien\s+Austria/);

    // Munich becomes the default and comes first.
    await munich.getByRole('button', { name: 'Set as default' }).click();
    await expect.poll(() => munich.getByText('Default', { exact: true }).isVisible()).toBe(true);
    const shippingList = page.getByRole('region', { name: 'Shipping addresses' }).getByRole('listitem');
    await expect.poll(() => shippingList.first().innerText()).toMatch(/Anna Schneider/);

    // Editing: the names stop at 35 characters together, and 35 is one too many.
    dialog = await openForm(page, 'Edit', 'Edit shipping address', munich);
    await expect.poll(() => dialog.getByLabel('Use as my default address').isDisabled()).toBe(true);
    await fill(dialog, 'First name', 'Maximiliane-Charlotte');
    await fill(dialog, 'Last name', 'Oberhausener-Schmidt');
    expect(await dialog.getByLabel('Last name', { exact: true }).inputValue()).toBe('Oberhausener-S');
    await save(dialog);
    await expect
      .poll(() =>
        fieldError(dialog, 'First and last name together may have at most 34 characters').isVisible(),
      )
      .toBe(true);
    await screenshot(page, `addresses-name-35-${viewport}`);
    await fill(dialog, 'First name', 'Jürgen');
    await fill(dialog, 'Last name', 'Groß-Müller');
    await save(dialog);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const edited = card(page, 'Jürgen Groß-Müller');
    await expect.poll(() => edited.getByText('Default', { exact: true }).isVisible()).toBe(true);

    // A UK billing address: the VAT number is required for an import under the UK scheme by a company.
    dialog = await openForm(page, 'Add billing address', 'New billing address');
    await dialog.getByRole('radio', { name: 'Ms' }).check();
    await fill(dialog, 'First name', 'Anna');
    await fill(dialog, 'Last name', 'Schneider');
    await fill(dialog, 'Company (optional)', 'Brightline Ltd');
    await chooseTyped(page, dialog, 'Country', 'United', 'United Kingdom');
    await pickPlace(page, dialog, ['England', 'London', 'Islington']);
    await fill(dialog, 'Street', 'Upper Street');
    await fill(dialog, 'House number', '221');
    await fill(dialog, 'Postcode', 'N1 7G');
    await chooseTyped(page, dialog, 'Country code', '44', '+44');
    await fill(dialog, 'Phone number', '7911 123456');
    await fill(dialog, 'E-mail', 'billing@brightline.example');
    await dialog
      .getByRole('radiogroup', { name: /UK low-value scheme/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog
      .getByRole('radiogroup', { name: 'Buying as a company' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await save(dialog);
    await expect
      .poll(() => fieldError(dialog, 'Please enter a UK postcode such as SW1A 1AA').isVisible())
      .toBe(true);
    await expect.poll(() => fieldError(dialog, 'Please enter your VAT or tax number').isVisible()).toBe(true);
    await fill(dialog, 'Postcode', 'N1 7GU');
    await fill(dialog, 'VAT or tax number', 'GB 123 4567 89');
    await dialog.getByLabel('Tax document (PDF, under 100 MB)').setInputFiles({
      name: 'vat-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect.poll(() => dialog.getByRole('link', { name: 'vat-certificate.pdf' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `addresses-billing-form-${viewport}`);
    await save(dialog);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const billing = page.getByRole('region', { name: 'Billing addresses' }).getByRole('listitem').first();
    await expect
      .poll(() => billing.innerText())
      .toMatch(/221 Upper Street\s+London\s+N1 7GU\s+United Kingdom/);
    await expect.poll(() => billing.innerText()).toMatch(/GB123456789/);
    await expect
      .poll(() => billing.getByRole('link', { name: 'vat-certificate.pdf' }).isVisible())
      .toBe(true);

    // Deleting asks first.
    await vienna.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => vienna.count()).toBe(0);
    await expect.poll(() => page.getByText('Address deleted').isVisible()).toBe(true);

    await noInternalCodes(page);
    await expectAccessible(page);
    await screenshot(page, `addresses-book-en-${viewport}`);

    // The book and the form in German and Chinese.
    for (const language of ['de', 'zh-CN']) {
      await lookIn(context, page, viewport, language);
      await page.keyboard.press('Escape');
    }
    await context.close();
  }, 240_000);
});
