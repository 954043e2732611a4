import type { APIRequestContext, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from './api.ts';

// What the paying journeys share: a contract of chosen products made through the API (its own cart
// lines only, so lines other journeys leave in the shared buyer's cart are never bought), the
// checkout's channels and the sandbox card fields.

/** A German shipping address snapshot for contracts made through the API. */
export const DE_ADDRESS = {
  firstName: 'Jürgen',
  lastName: 'Müller',
  personPhone: '151 23456789',
  areaCode: '+49',
  email: 'juergen@example.de',
  country: 'DE',
  province: 'Bayern',
  city: 'München',
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '45',
};

export const CARDS = {
  ok: '4242 4242 4242 4242',
  challenge: '4000 0027 6000 3184',
} as const;

export const visible = (l: { isVisible(): Promise<boolean> }, timeout = 20_000) =>
  expect.poll(() => l.isVisible(), { timeout }).toBe(true);

/** The first SKU's id of a product (by its urlKey). */
async function skuOf(request: APIRequestContext, urlKey: string, index = 0): Promise<number> {
  const item = await call<{ skus: { id: number }[] }>(request, 'kontor_item_ShopItemRenderStaticV3Flow', {
    urlKey,
  });
  return item.skus[index]!.id;
}

/**
 * Puts the products in the caller's cart and checks exactly those lines out (one order per shop):
 * answers the trade contract's id. The caller's storefront decides prices (the cookie of the context).
 */
export async function contractOf(
  request: APIRequestContext,
  products: (string | { urlKey: string; sku: number })[],
  address: Record<string, unknown> = DE_ADDRESS,
): Promise<number> {
  const skuIds: number[] = [];
  for (const p of products) {
    skuIds.push(typeof p === 'string' ? await skuOf(request, p) : await skuOf(request, p.urlKey, p.sku));
  }
  await call(
    request,
    'kontor_trade_BatchCreateNewCartLinesFlow',
    skuIds.map((id) => ({ sku: { id }, skuQty: 1 })),
  );
  const cart = await call<{ lines: { id: number; sku: { id: number } }[] }>(
    request,
    'kontor_trade_QueryCartLinesFlow',
    {},
  );
  const cartLineIds = cart.lines.filter((l) => skuIds.includes(l.sku.id)).map((l) => l.id);
  const made = await call<{ id: number }>(request, 'kontor_trade_CreateTradeContractFlow', {
    cartLineIds,
    selectedAddress: address,
  });
  return made.id;
}

export interface ContractState {
  tradeOrderList: { id: number; displayStatus: string; tradeOrderCode?: string }[];
  paymentOrderList: { paymentRecordBOList: { recordStatus: string }[] }[];
}

export async function contractState(request: APIRequestContext, id: number): Promise<ContractState> {
  const res = await request.post('/api/trantor/func/trade_QueryAndValidateTradeContractDetailByIdFunc', {
    data: [{ id }],
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body).slice(0, 400)).toBe(true);
  return body.data;
}

/** The statuses of every payment record of the contract. */
export const recordStatuses = (c: ContractState) =>
  c.paymentOrderList.flatMap((po) => po.paymentRecordBOList.map((r) => r.recordStatus));

/** Opens the contract's checkout and waits for its payment section. */
export async function openCheckout(page: Page, contractId: number): Promise<void> {
  await page.goto(`/checkout?tradeContractId=${contractId}`);
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
  await visible(page.getByRole('heading', { name: 'Payment method' }));
  await visible(page.getByRole('button', { name: 'Pay now' }));
}

/** Opens one channel of the payment section by its shown name. */
export async function chooseChannel(page: Page, name: string | RegExp): Promise<void> {
  const header = page.getByTestId('payment-channel').filter({ hasText: name }).first();
  await visible(header);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
}

/** The sandbox card fields (the PSP's iframe). */
export const cardFields = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Chooses the card channel with a new card and types it into the PSP's fields. */
export async function enterNewCard(page: Page, number: string): Promise<void> {
  await chooseChannel(page, /^Card/);
  const newCard = page.getByRole('radio', { name: 'Use a new card' });
  if (await newCard.count()) await newCard.check();
  const fields = cardFields(page);
  await visible(fields.getByLabel('Card number'));
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry date').fill(`12 / ${(new Date().getUTCFullYear() + 3) % 100}`);
  await fields.getByLabel(/Security code/).fill('123');
  const holder = page.getByLabel('Card holder name');
  if (await holder.count()) await holder.fill('Jürgen Müller');
}

/** Waits for the result page's outcome (`success`, `failed`). */
export async function expectOutcome(page: Page, outcome: 'success' | 'failed'): Promise<void> {
  await page.waitForURL(/\/buyer\/pay-result\?/, { timeout: 30_000 });
  await expect
    .poll(() => page.locator('[data-outcome]').first().getAttribute('data-outcome'), { timeout: 30_000 })
    .toBe(outcome);
}

/** Paying needs a shipping address (decision 042): a default German one when the book has none. */
export async function ensureDefaultAddress(request: APIRequestContext) {
  const book = await call<{ addressType: string; isDefault: boolean; country: string }[]>(
    request,
    'customer_QueryShippingAddressListFlow',
    {},
  );
  if (book.some((a) => a.addressType === 'SHIPPING' && a.isDefault && a.country === 'DE')) return;
  await call(request, 'customer_CreateShippingAddressFlow', {
    gender: 'MALE',
    firstName: 'Jürgen',
    lastName: 'Müller',
    areaCode: '+49',
    personPhone: '151 23456789',
    email: 'juergen@example.de',
    country: 'DE',
    province: 'Bayern',
    city: 'München',
    districtList: [],
    postalCode: '80331',
    poiName: 'Sendlinger Straße',
    houseNo: '45',
    isDefault: true,
  });
}
