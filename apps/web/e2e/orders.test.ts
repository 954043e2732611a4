import type { APIRequestContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, findSeller, type OrderListRow, offers, ordersIn } from './api.ts';
import {
  browserForFile,
  clickOrderAction,
  expectAccessible,
  newContext,
  openOrderDetail,
  screenshot,
  signInByApi,
  type ViewportName,
} from './support.ts';

const browser = browserForFile();

interface OrderSummary extends OrderListRow {
  tradeOrderCode: string;
  displayStatus: string;
  isInGroup: boolean;
  postponedDays: number;
  invoiceUrl: unknown;
}

async function openPackages(request: APIRequestContext, id: number): Promise<number> {
  const d = await call<{ packages: { fulfillmentProgressStatus: string }[] }>(
    request,
    'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
    { id },
  );
  return d.packages.filter((p) => p.fulfillmentProgressStatus === 'SEND_DELIVERY').length;
}

/** A seller ships an unshipped order of the demo buyer in two packages, through the seller's own calls. */
async function shipInTwoPackages(buyerRequest: APIRequestContext): Promise<number> {
  const candidates = await ordersIn(buyerRequest, 'UN_DELIVERY');
  const seller = await browser().newContext({ baseURL: inject('baseURL') });
  try {
    return await findSeller(seller, async (request) => {
      for (const o of candidates) {
        const res = await request.post('/api/trantor/flow/seller_QueryOrderDetailFlow', {
          data: [{ id: o.id }],
        });
        if (res.status() !== 200) continue;
        const detail = (await res.json()).data as {
          tradeOrderLineList: { id: number; remainingQty: number }[];
        };
        const pieces = detail.tradeOrderLineList.flatMap((l) =>
          Array.from({ length: Math.floor(l.remainingQty) }, () => l.id),
        );
        if (pieces.length < 2) continue;
        const carriers = await call<{ id: number }[]>(request, 'kontor_md_QueryCarrierFlow', {});
        const first = detail.tradeOrderLineList.find((l) => l.remainingQty >= 1)!;
        const shipments = [
          [{ orderLineId: first.id, qty: 1 }],
          detail.tradeOrderLineList
            .map((l) => ({ orderLineId: l.id, qty: l.id === first.id ? l.remainingQty - 1 : l.remainingQty }))
            .filter((l) => l.qty > 0),
        ];
        for (const [i, lines] of shipments.entries()) {
          const shipped = await request.post('/api/trantor/flow/seller_ShipOrderFlow', {
            data: [{ orderId: o.id, lines, carrierId: carriers[0]!.id, trackingNumber: `E2E${o.id}P${i}` }],
          });
          expect(shipped.status(), await shipped.text()).toBe(200);
        }
        return o.id;
      }
      return undefined;
    });
  } finally {
    await seller.close();
  }
}

describe.each(['desktop', 'mobile'] as const)('orders journey at %s width', (viewport: ViewportName) => {
  it('filters and searches the list, opens a detail and cancels an unpaid order', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    await context.request.post('/api/user/web/site', { data: { site: 'UK' } });
    const page = await context.newPage();
    const unpaid = (await ordersIn<OrderSummary>(context.request, 'PENDING_PAY')).filter(
      (o) => !o.isInGroup && offers(o, 'buyerCancelBeforePay'),
    );
    const target = unpaid[viewport === 'desktop' ? 0 : 1]!;

    await page.goto('/buyer/orders');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My orders', level: 1 }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    if (viewport === 'desktop') {
      await page.getByRole('tab', { name: /^Unpaid/ }).click();
    } else {
      await page.getByRole('combobox', { name: 'Order status' }).selectOption('unpaid');
    }
    await page.waitForURL(/status=/);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await screenshot(page, `orders-list-unpaid-${viewport}`);

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(target.tradeOrderCode);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.reload();
    await expect
      .poll(() => page.getByRole('article', { name: `Order number ${target.tradeOrderCode}` }).count())
      .toBe(1);

    await page.getByRole('link', { name: `Order details ${target.tradeOrderCode}` }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Order details', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Order history' }).isVisible()).toBe(true);
    await screenshot(page, `order-detail-unpaid-${viewport}`);
    await expectAccessible(page);
    await clickOrderAction(page, 'Cancel order');
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByText('Order canceled successfully').first().isVisible()).toBe(true);
    const after = await call<{ displayStatus: string }>(
      context.request,
      'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
      {
        id: target.id,
      },
    );
    expect(after.displayStatus).toBe('CANCELED');
    await context.close();
  });

  it('postpones receipt once, tracks a package and confirms receipt of a one-package order', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const page = await context.newPage();
    const received = await ordersIn<OrderSummary>(context.request, 'UN_RECEIVED');
    let target: OrderSummary | undefined;
    for (const o of received) {
      const ops = o.operationList.map((x) => x.operation);
      const usable = ops.includes('buyerPostponeConfirmDeadline') && ops.includes('checkExpressTrack');
      if (usable && (await openPackages(context.request, o.id)) === 1) {
        target = o;
        if (viewport === 'mobile') continue; // leave the first for the desktop run, take a later one
        break;
      }
    }
    expect(target, 'an un-received one-package order').toBeDefined();

    await openOrderDetail(page, target!.id);
    await clickOrderAction(page, 'Extend receipt time');
    await page
      .getByRole('dialog', { name: 'Extend receipt time?' })
      .getByRole('button', { name: 'Extend' })
      .click();
    await expect
      .poll(() => page.getByText('Postpone succeeded, extended by 5 days').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Extend receipt time' }).count()).toBe(0);

    await clickOrderAction(page, 'Track package');
    const tracking = page.getByRole('dialog', { name: 'Package tracking' });
    await expect.poll(() => tracking.isVisible()).toBe(true);
    await screenshot(page, `order-tracking-${viewport}`);
    await expectAccessible(page);
    await tracking.getByRole('button', { name: 'Close' }).first().click();

    await clickOrderAction(page, 'Confirm receipt');
    await page
      .getByRole('dialog', { name: 'Confirm receipt?' })
      .getByRole('button', { name: 'Confirm receipt' })
      .click();
    await page.waitForURL(/\/confirm-success\?orderId=/);
    await expect.poll(() => page.getByRole('heading', { name: 'Receipt confirmed' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('a seller ships in two packages; the buyer sees it unreceived and confirms both packages', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const id = await shipInTwoPackages(context.request);
    const page = await context.newPage();
    await openOrderDetail(page, id);
    await expect.poll(() => page.getByText('Shipped', { exact: true }).first().isVisible()).toBe(true);
    await clickOrderAction(page, 'Track package');
    const tracking = page.getByRole('dialog', { name: 'Package tracking' });
    await expect.poll(() => tracking.getByText('Package 1 of 2').isVisible()).toBe(true);
    await tracking.getByRole('button', { name: 'Close' }).first().click();

    await clickOrderAction(page, 'Confirm receipt');
    await page.waitForURL(new RegExp(`/buyer/confirm/${id}`));
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: `Confirm receipt of package ${n}` }).click();
      await page
        .getByRole('dialog', { name: `Confirm receipt of package ${n}` })
        .getByRole('button', { name: /Confirm receipt/ })
        .last()
        .click();
      if (n === 1) await expect.poll(() => page.getByText('Received').first().isVisible()).toBe(true);
    }
    await page.waitForURL(/\/confirm-success\?orderId=/);
    await context.close();
  });

  it('resends an invoice with contact validation and buys an order again', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const page = await context.newPage();
    const complete = (await ordersIn<OrderSummary>(context.request, 'COMPLETE')).find((o) =>
      offers(o, 'sendInvoiceEmail'),
    )!;
    await openOrderDetail(page, complete.id);
    await clickOrderAction(page, 'Send invoice');
    const dialog = page.getByRole('dialog', { name: 'Send invoice' });
    const contact = dialog.getByRole('textbox', { name: 'E-mail' });
    await contact.fill('nope');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() =>
        dialog
          .getByText(/correct email/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await contact.fill(`anna-${viewport}@example.com`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByText(`Invoice sent to anna-${viewport}@example.com`).first().isVisible())
      .toBe(true);

    await clickOrderAction(page, 'Buy again');
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).isVisible()).toBe(true);
    await context.close();
  });
});
