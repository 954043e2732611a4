import type { Locator, Page } from 'playwright-core';
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

// Issue 12's open points (decision 064): the picker reaches a city district (Bayern → München →
// Schwabing-West) and remembers the path in a 30-day cookie; the street field's place suggestions are
// an accessible combobox (axe while the list is open) and fill street, house number, postcode and the
// picker (Neubaugasse 7, Neubau → 1070 Wien); the same in German and Chinese. Each width is its own
// buyer, its book emptied through the API first.

const browser = browserForFile();
const BUYERS: Record<ViewportName, string> = { desktop: 'buyer@kontor.test', mobile: 'buyer2@kontor.test' };
const INTERNAL = /\b(SHIPPING|BILLING|UN_KNOW|FEMALE|ENABLED|addresses\.[a-z]|regionPicker\.[a-z])\b/;
const DAY = 86_400;

async function fill(dialog: Locator, label: string, value: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(value);
}

/** The text each select of the picker shows, top to bottom. */
const pickerShows = (dialog: Locator) =>
  dialog
    .locator('fieldset .ant-select-content-has-value')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));

/** Types into the street field until the suggestions list is open with an option matching `option`. */
async function suggest(page: Page, dialog: Locator, label: string, text: string, option: RegExp) {
  const field = dialog.getByRole('combobox', { name: label, exact: true });
  const list = page.getByRole('listbox');
  for (let attempt = 1; ; attempt++) {
    await field.fill('');
    await field.pressSequentially(text);
    const open = await expect
      .poll(() => list.getByRole('option').filter({ hasText: option }).first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true)
      .then(
        () => true,
        (e: unknown) => {
          if (attempt === 3) throw e;
          return false;
        },
      );
    if (open) break;
  }
  expect(await field.getAttribute('aria-expanded')).toBe('true');
  return { field, list };
}

describe.each(['desktop', 'mobile'] as const)(
  'city districts and place suggestions at %s width',
  (viewport) => {
    it('picks Bayern → München → a Bezirk, remembers it, and fills an address from a suggestion', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, BUYERS[viewport]);
      await onStorefront(context, 'DE');
      const saved = await call<{ id: number }[]>(
        context.request,
        'customer_QueryShippingAddressListFlow',
        {},
      );
      for (const { id } of saved)
        await call(context.request, 'kontor_customer_DeleteShippingAddressFlow', { id });
      const page = await context.newPage();
      await page.goto('/buyer/addresses');
      await expect
        .poll(() => page.getByRole('heading', { name: 'My addresses', level: 1 }).isVisible())
        .toBe(true);

      // Level 3: München's Stadtbezirke.
      await page.getByRole('button', { name: 'Add shipping address' }).click();
      let dialog = page.getByRole('dialog', { name: 'New shipping address' });
      await expect.poll(() => dialog.getByLabel('First name', { exact: true }).isVisible()).toBe(true);
      await dialog.getByRole('radio', { name: 'Ms' }).check();
      await fill(dialog, 'First name', 'Lena');
      await fill(dialog, 'Last name', 'Bauer');
      await chooseTyped(page, dialog, 'Province / state', 'Bayern', 'Bayern');
      await chooseTyped(page, dialog, 'City', 'München', 'München');
      await expect.poll(() => dialog.getByLabel('District', { exact: true }).isVisible()).toBe(true);
      await chooseTyped(page, dialog, 'District', 'Schwabing-W', 'Schwabing-West');
      await expect.poll(() => pickerShows(dialog)).toEqual(['Bayern', 'München', 'Schwabing-West']);
      await expectAccessible(page);
      await screenshot(page, `addresses-districts-picker-${viewport}`);
      await fill(dialog, 'Street', 'Leopoldstraße');
      await fill(dialog, 'House number', '12');
      await fill(dialog, 'Postcode', '80802');
      await fill(dialog, 'Phone number', '151 23456789');
      await fill(dialog, 'E-mail', 'lena@example.de');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const list = await call<{ districtList: { districtName: string; districtLevel: number }[] }[]>(
        context.request,
        'customer_QueryShippingAddressListFlow',
        {},
      );
      expect(list[0]?.districtList.map((d) => d.districtName)).toEqual([
        'Bayern',
        'München',
        'Schwabing-West',
      ]);

      // The path is remembered for 30 days and offered in the next new address.
      const cookie = (await context.cookies()).find((c) => c.name === 'kontor_address_path');
      const now = Date.now() / 1000;
      expect(cookie?.expires).toBeGreaterThan(now + 29 * DAY);
      expect(cookie?.expires).toBeLessThan(now + 31 * DAY);
      await page.getByRole('button', { name: 'Add shipping address' }).click();
      dialog = page.getByRole('dialog', { name: 'New shipping address' });
      await expect.poll(() => pickerShows(dialog)).toEqual(['Bayern', 'München', 'Schwabing-West']);

      // A German Postleitzahl finds its city offline and fills postcode, street, number and the picker
      // (decision 069).
      const plz = await suggest(page, dialog, 'Street', 'Marienplatz 8, 80331', /80331, Bayern/);
      expect(await plz.list.getByRole('option').first().innerText()).toMatch(/Marienplatz 8, München/);
      await plz.field.press('ArrowDown');
      await plz.field.press('Enter');
      await expect.poll(() => dialog.getByLabel('Postcode', { exact: true }).inputValue()).toBe('80331');
      expect(await plz.field.inputValue()).toBe('Marienplatz');
      expect(await dialog.getByLabel('House number', { exact: true }).inputValue()).toBe('8');
      await expect.poll(() => pickerShows(dialog)).toEqual(['Bayern', 'München']);

      // A suggestion fills street, house number, postcode and the picker (Wien's Bezirke have one each).
      await dialog.getByRole('radio', { name: 'Mr' }).check();
      await fill(dialog, 'First name', 'Paul');
      await fill(dialog, 'Last name', 'Gruber');
      await chooseTyped(page, dialog, 'Country', 'Aus', 'Austria');
      await expect.poll(() => pickerShows(dialog)).toEqual([]);
      const { field, list: suggestions } = await suggest(
        page,
        dialog,
        'Street',
        'Neubaugasse 7, Neubau',
        /1070/,
      );
      await expect.poll(() => suggestions.getAttribute('aria-label')).toBe('Suggested places');
      await expectAccessible(page);
      await screenshot(page, `addresses-suggestions-open-${viewport}`);
      await field.press('ArrowDown');
      const first = suggestions.getByRole('option').first();
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      expect(await first.innerText()).toMatch(/Neubaugasse 7, Neubau.*1070, Wien/s);
      await field.press('Enter');
      await expect.poll(() => dialog.getByLabel('Postcode', { exact: true }).inputValue()).toBe('1070');
      expect(await field.inputValue()).toBe('Neubaugasse');
      expect(await dialog.getByLabel('House number', { exact: true }).inputValue()).toBe('7');
      await expect.poll(() => pickerShows(dialog)).toEqual(['Wien', 'Wien', 'Neubau']);
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      await fill(dialog, 'Phone number', '664 1234567');
      await fill(dialog, 'E-mail', 'paul@example.at');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const vienna = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Paul Gruber' }) });
      await expect.poll(() => vienna.innerText()).toMatch(/Neubaugasse 7\s+1070 Wien\s+Austria/);
      await screenshot(page, `addresses-districts-book-${viewport}`);

      // German and Chinese: the district level, the remembered path and the open suggestions.
      const texts = {
        de: {
          add: 'Lieferadresse hinzufügen',
          district: 'Bezirk',
          street: 'Straße',
          list: 'Vorgeschlagene Orte',
        },
        'zh-CN': { add: '新增收货地址', district: '区', street: '街道', list: '推荐地点' },
      };
      for (const [language, text] of Object.entries(texts)) {
        await showInLanguage(context, language);
        await page.goto('/buyer/addresses');
        await expect.poll(() => page.locator('address').count()).toBeGreaterThan(0);
        const add = page.getByRole('button', { name: text.add });
        await expect.poll(() => add.first().isVisible()).toBe(true);
        await add.first().click();
        dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.getByLabel(text.district, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => pickerShows(dialog)).toEqual(['Bayern', 'München', 'Schwabing-West']);
        const open = await suggest(
          page,
          dialog,
          text.street,
          'Leopoldstraße 12, Schwabing',
          /Schwabing-West/,
        );
        expect(await open.list.getAttribute('aria-label')).toBe(text.list);
        expect(await page.locator('body').innerText()).not.toMatch(INTERNAL);
        await expectAccessible(page);
        await screenshot(page, `addresses-districts-${language}-${viewport}`);
        await open.field.press('Escape');
        await expect.poll(() => open.field.getAttribute('aria-expanded')).toBe('false');
        await page.keyboard.press('Escape');
      }
      await context.close();
    }, 240_000);
  },
);
