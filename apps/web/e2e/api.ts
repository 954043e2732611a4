import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInByApi, VIEWPORTS, type ViewportName } from './support.ts';

// The server's calls, made directly: journeys find their data through them and set up what the
// page under test does not do itself.

/** A flow call that must succeed; answers its `data`. */
export async function call<T>(request: APIRequestContext, name: string, payload: unknown): Promise<T> {
  const res = await request.post(`/api/trantor/flow/${name}`, { data: [payload] });
  const body = await res.json();
  expect(body.success, `${name}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

export interface OrderListRow {
  id: number;
  operationList: { operation: string }[];
}

/** The buyer's first 100 orders of a list tab (`COMPLETE`, `UN_DELIVERY`, …), in the list's order. */
export async function ordersIn<T extends OrderListRow = OrderListRow>(
  request: APIRequestContext,
  status: string,
): Promise<T[]> {
  const page = await call<{ data: T[] }>(request, 'bbc_trade_LibPageTradeOrderForBuyerFlow', {
    searchStatus: { value: status },
    queryParams: { page: { no: 1, size: 100 } },
  });
  return page.data;
}

/** Whether the order offers an operation (`buyerApplyReverse`, …). */
export const offers = (order: OrderListRow, operation: string) =>
  order.operationList.some((o) => o.operation === operation);

export async function firstCarrier(request: APIRequestContext): Promise<string> {
  const carriers = await call<{ entityName: string }[]>(request, 'kontor_md_QueryCarrierFlow', {});
  return carriers[0]!.entityName;
}

const DEMO_SELLERS = [1, 2, 3, 4, 5, 6].map((n) => `seller${n}@kontor.test`);

/**
 * Signs the context in as each demo seller in turn (seller1 … seller6) until `find` answers something
 * other than undefined or false, and answers that; the context stays signed in as that seller.
 * `find` gets the seller's request context and what sign-in answered (the user, with `shopId`).
 */
export async function findSeller<T>(
  context: BrowserContext,
  find: (request: APIRequestContext, user: { shopId?: number }) => Promise<T | undefined | false>,
): Promise<T> {
  for (const email of DEMO_SELLERS) {
    await context.request.post('/api/user/web/logout');
    const user = await signInByApi(context, email);
    const found = await find(context.request, user);
    if (found !== undefined && found !== false) return found;
  }
  throw new Error('no demo seller fits');
}

/** A new context signed in as the seller of the shop an after-sales record belongs to. */
export async function sellerOfAfterSale(
  browser: Browser,
  reverseOrderId: number,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: VIEWPORTS[viewport] });
  context.setDefaultTimeout(15_000);
  await findSeller(context, async (request) => {
    const res = await request.post('/api/trantor/flow/seller_QueryReverseOrderDetailFlow', {
      data: [{ id: reverseOrderId }],
    });
    return res.status() === 200;
  });
  return context;
}
