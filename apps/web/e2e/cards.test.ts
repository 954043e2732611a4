import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  chooseOption,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

// Issue 13 "Saved cards": the add-card dialog with the sandbox PSP's hosted fields (an iframe of the
// PSP's own page), its 3-D Secure challenge, the setup poll, and /buyer/cards — in Chinese, English
// and German, at desktop and phone width.

const browser = browserForFile();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

interface Texts {
  language: string;
  title: string;
  add: string;
  save: string;
  frame: string;
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
  mobile: string;
  email: string;
  address: string;
  street: string;
  house: string;
  zip: string;
  added: string;
  required: string;
  numberEmpty: string;
  list: string;
}

const ZH: Texts = {
  language: 'zh-CN',
  title: '我的银行卡',
  add: '添加卡',
  save: '保存',
  frame: '安全的银行卡输入框',
  number: '卡号',
  expiry: '有效期',
  cvc: '安全码 (CVC)',
  holder: '持卡人姓名',
  mobile: '手机号',
  email: '邮箱',
  address: '省/市/区',
  street: '街道',
  house: '门牌号',
  zip: '邮编',
  added: '添加成功',
  required: '请填写',
  numberEmpty: '卡号不能为空',
  list: '已保存的银行卡',
};
const EN: Texts = {
  language: 'en',
  title: 'Saved cards',
  add: 'Add card',
  save: 'Save card',
  frame: 'Secure card payment input frame',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
  holder: 'Cardholder name',
  mobile: 'Mobile number',
  email: 'E-mail',
  address: 'State / city / district',
  street: 'Street',
  house: 'House number',
  zip: 'Postcode',
  added: 'Added successfully',
  required: 'Please fill in',
  numberEmpty: 'Card number cannot be empty.',
  list: 'Your saved cards',
};
const DE: Texts = {
  ...EN,
  language: 'de',
  title: 'Gespeicherte Karten',
  add: 'Karte hinzufügen',
  save: 'Karte speichern',
  holder: 'Name des Karteninhabers',
  mobile: 'Mobilnummer',
  address: 'Bundesland / Stadt / Bezirk',
  street: 'Straße',
  house: 'Hausnummer',
  zip: 'Postleitzahl',
  added: 'Erfolgreich hinzugefügt',
  required: 'Bitte ausfüllen',
  numberEmpty: 'Die Kartennummer darf nicht leer sein.',
  list: 'Ihre gespeicherten Karten',
};

async function openCards(context: BrowserContext, texts: Texts): Promise<Page> {
  await showInLanguage(context, texts.language);
  const page = await context.newPage();
  await page.goto('/buyer/cards');
  await visible(page.getByRole('heading', { level: 1, name: texts.title }));
  return page;
}

/** Opens the add-card dialog and waits for the provider's fields. */
async function openDialog(page: Page, texts: Texts): Promise<{ dialog: Locator; fields: FrameLocator }> {
  await page.getByRole('button', { name: texts.add }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.add });
  await visible(dialog);
  const fields = page.frameLocator(`iframe[title="${texts.frame}"]`);
  await visible(fields.getByLabel(texts.number));
  return { dialog, fields };
}

/** Types the card into the provider's fields and the billing details a German buyer gives. */
async function fillCard(page: Page, fields: FrameLocator, texts: Texts, number: string) {
  await fields.getByLabel(texts.number).fill(number);
  await fields.getByLabel(texts.expiry).fill('12 / 34');
  await fields.getByLabel(texts.cvc).fill('123');
  const dialog = page.getByRole('dialog', { name: texts.add });
  await dialog.getByLabel(texts.holder).fill('Jürgen Müller-Lüdenscheidt');
  await dialog.getByLabel(texts.mobile).fill('+49 151 23456789');
  await dialog.getByLabel(texts.email, { exact: true }).fill('juergen@example.de');
  await dialog.getByLabel(texts.address).fill('Bayern / München / Altstadt');
  await dialog.getByLabel(texts.street, { exact: true }).fill('Straße der Einheit');
  await dialog.getByLabel(texts.house).fill('12a');
  await dialog.getByLabel(texts.zip).fill('80331');
}

/** The saved cards shown with these last four digits. */
const cardItem = (page: Page, texts: Texts, last4: string) =>
  page
    .getByRole('list', { name: texts.list })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });

describe.each([
  ['desktop', 'buyer@kontor.test'],
  ['mobile', 'buyer2@kontor.test'],
] as const)('saved cards at %s width', (viewport, email) => {
  it('adds 4242 4242 4242 4242 in Chinese: the form says what is missing, then "添加成功" and Visa •••• 4242', async () => {
    const context = await newContext(browser(), viewport, 'zh-CN');
    await signInByApi(context, email);
    await onStorefront(context, 'DE');
    const page = await openCards(context, ZH);
    await screenshot(page, `cards-list-${viewport}-zh-CN`);
    await expectAccessible(page);

    const { dialog, fields } = await openDialog(page, ZH);
    // Clicking the mask does not close it.
    await page.mouse.click(5, 5);
    await visible(dialog);
    // Nothing typed: the card fields' and the form's own messages.
    await dialog.getByRole('button', { name: ZH.save }).click();
    await visible(dialog.getByText(ZH.numberEmpty));
    await visible(dialog.getByText(ZH.required).first());
    await screenshot(page, `cards-dialog-errors-${viewport}-zh-CN`);
    await expectAccessible(page);
    // A wrong number: the provider's own message, inside its fields.
    await fields.getByLabel(ZH.number).fill('4242 4242 4242 4241');
    await fields.getByLabel(ZH.expiry).click();
    await visible(fields.getByText('您的卡号无效。'));

    await fillCard(page, fields, ZH, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: ZH.save }).click();
    await visible(page.getByText(ZH.added));
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const item = cardItem(page, ZH, '4242').first();
    await visible(item);
    await expect.poll(() => item.innerText()).toMatch(/Visa[\s\S]*•••• 4242/);
    await screenshot(page, `cards-added-${viewport}-zh-CN`);
    await context.close();
  });

  it('a 3-D Secure card in English: completing the challenge saves it, failing it does not', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, email);
    await onStorefront(context, 'DE');
    const page = await openCards(context, EN);
    const before = await cardItem(page, EN, '3184').count();

    let { dialog, fields } = await openDialog(page, EN);
    await fillCard(page, fields, EN, '4000 0027 6000 3184');
    await dialog.getByRole('button', { name: EN.save }).click();
    const challenge = page.frameLocator('iframe[title="3-D Secure authentication"]');
    await visible(challenge.getByRole('heading', { name: '3-D Secure authentication' }));
    await screenshot(page, `cards-challenge-${viewport}-en`);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await visible(page.getByText(EN.added));
    await expect.poll(() => cardItem(page, EN, '3184').count()).toBe(before + 1);

    ({ dialog, fields } = await openDialog(page, EN));
    await fillCard(page, fields, EN, '4000 0027 6000 3184');
    await dialog.getByRole('button', { name: EN.save }).click();
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await visible(
      dialog.getByText('We could not authenticate your card. Please try again or use another card.'),
    );
    await screenshot(page, `cards-challenge-failed-${viewport}-en`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.reload();
    await visible(cardItem(page, EN, '4242').first());
    expect(await cardItem(page, EN, '3184').count()).toBe(before + 1);
    await context.close();
  });

  it('in German: the default card comes first, another becomes default, a card is deleted after confirming', async () => {
    const context = await newContext(browser(), viewport, 'de-DE');
    await signInByApi(context, email);
    await onStorefront(context, 'DE');
    const page = await openCards(context, DE);
    const items = page.getByRole('list', { name: DE.list }).getByRole('listitem');
    await visible(items.first());
    await expect.poll(() => items.first().innerText()).toContain('Standard');
    await screenshot(page, `cards-list-${viewport}-de`);
    await expectAccessible(page);

    const other = cardItem(page, DE, '3184').first();
    await other.getByRole('button', { name: /als Standard festlegen/ }).click();
    await visible(page.getByText('Standardkarte geändert'));
    await expect.poll(() => items.first().innerText()).toMatch(/3184[\s\S]*Standard/);

    const count = await items.count();
    const doomed = cardItem(page, DE, '4242').first();
    await doomed.getByRole('button', { name: /löschen/ }).click();
    await visible(page.getByText('Diese Karte löschen?'));
    await screenshot(page, `cards-delete-${viewport}-de`);
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await visible(page.getByText('Karte gelöscht'));
    await expect.poll(() => items.count()).toBe(count - 1);
    await context.close();
  });
});

describe('saved cards when the provider cannot be loaded', () => {
  it('says so in the dialog ("加载程序时出现错误，请刷新页面并重试") and starts no setup', async () => {
    const context = await newContext(browser(), 'desktop', 'zh-CN');
    await signInByApi(context, 'buyer2@kontor.test');
    await onStorefront(context, 'DE');
    await context.route('**/sandbox-psp/v1/sandbox.js', (route) => route.abort());
    let creates = 0;
    context.on('request', (r) => {
      if (r.url().includes('customer_CreateCardFlow')) creates++;
    });
    const page = await openCards(context, ZH);
    await page.getByRole('button', { name: ZH.add }).first().click();
    const dialog = page.getByRole('dialog', { name: ZH.add });
    await visible(dialog.getByText('加载程序时出现错误，请刷新页面并重试'));
    await dialog.getByRole('button', { name: ZH.save }).click();
    await visible(dialog.getByText(ZH.required).first());
    expect(creates).toBe(0);
    // Changing the country clears the address and the street (spec §5).
    await dialog.getByLabel(ZH.address).fill('Noord-Holland / Amsterdam');
    await dialog.getByLabel(ZH.street, { exact: true }).fill('Damrak');
    await chooseOption(page, '国家/地区', '荷兰', dialog);
    await expect.poll(() => dialog.getByLabel(ZH.address).inputValue()).toBe('');
    await expect.poll(() => dialog.getByLabel(ZH.street, { exact: true }).inputValue()).toBe('');
    await context.close();
  });
});
