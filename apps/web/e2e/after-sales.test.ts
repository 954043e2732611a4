import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, firstCarrier, type OrderListRow, offers, ordersIn, sellerOfAfterSale } from './api.ts';
import {
  afterSaleStatusShown,
  browserForFile,
  chooseOption,
  clickOrderAction,
  expectAccessible,
  newContext,
  openInSellerConsole,
  openOrderDetail,
  PNG,
  screenshot,
  signInByApi,
  type ViewportName,
} from './support.ts';

const browser = browserForFile();

interface OrderRow extends OrderListRow {
  displayStatus: string;
  tradeOrderLineList?: { tradeQty: number }[];
}

interface Preview {
  availableReverseTypes: string[];
  reverseTradeOrderLineList: { tradeOrderLine: { id: number; canReverseQty: number; adjustStep: number } }[];
}

/** Delivered orders a return can be applied for, each with a line that can go back whole pieces. */
async function returnableOrders(request: APIRequestContext): Promise<{ id: number; lineId: number }[]> {
  const out: { id: number; lineId: number }[] = [];
  for (const status of ['COMPLETE', 'UN_RECEIVED']) {
    for (const o of await ordersIn(request, status)) {
      if (!offers(o, 'buyerApplyReverse')) continue;
      const p = await call<Preview>(request, 'trade_RenderReverseTradeOrderForApplyFlow', {
        tradeOrder: { id: o.id },
      });
      if (!p.availableReverseTypes.includes('SALE_RETURN')) continue;
      const line = p.reverseTradeOrderLineList.find(
        (l) => l.tradeOrderLine.canReverseQty >= 1 && l.tradeOrderLine.adjustStep === 1,
      );
      if (line) out.push({ id: o.id, lineId: line.tradeOrderLine.id });
    }
  }
  return out;
}

describe.each(['desktop', 'mobile'] as const)('after-sales journey at %s width', (viewport: ViewportName) => {
  const pick = viewport === 'desktop' ? 0 : 1;

  it('applies for a return, the seller approves and receives it, and the refund arrives', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const page = await context.newPage();
    const candidates = await returnableOrders(context.request);
    const target = candidates[pick];
    expect(target, 'a delivered order to return').toBeDefined();
    const { id: orderId, lineId } = target!;

    // Entry point: the order's "Apply for after-sales" dialog chooses type and item.
    await openOrderDetail(page, orderId);
    await clickOrderAction(page, 'Apply for after-sales');
    const dialog = page.getByRole('dialog', { name: 'Apply for after-sales' });
    await dialog.getByText('Return and refund', { exact: true }).click();
    const boxes = dialog.getByRole('checkbox');
    if ((await boxes.count()) > 1) {
      // The dialog's lines are in order; the apply page pre-selects the line named in the URL.
      await page.goto(
        `/buyer/as/apply?tradeOrderId=${orderId}&tradeOrderLineId=${lineId}&asType=SALE_RETURN`,
      );
    } else {
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await expect.poll(() => page.url()).toContain('/buyer/as/apply');
    const title = viewport === 'mobile' ? 'Create after-sales order' : 'Apply for after-sales';
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Return and refund' }).check();

    // Submitting empty shows the reason and amount errors inline, announced.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect
      .poll(() => page.getByText('Please choose a reason for the after-sales request').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Please enter the refund amount').first().isVisible()).toBe(true);
    await screenshot(page, `after-sales-apply-errors-${viewport}`);

    // Make sure exactly our line is picked, with quantity 1.
    const qty = page.getByRole('textbox', { name: /^Quantity of / }).first();
    await qty.fill('1');
    await chooseOption(page, 'Reason', 'Damaged');
    await page.getByLabel('Refund amount').fill('1.00');
    await page.getByLabel('Note').fill('The leg arrived broken.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByRole('img', { name: 'Image 1 of the application' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, `after-sales-apply-${viewport}`);
    const sent = page.waitForResponse(
      (r) => r.url().includes('trade_InitiateReverseTradeOrderForReturnFlow'),
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const answer = await sent.catch(async (e) => {
      await screenshot(page, `after-sales-debug-${viewport}`);
      throw e;
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const success =
      viewport === 'mobile' ? 'Your application has been submitted successfully' : 'Submitted successfully';
    // Success, or the first error the page shows (so a failure says why).
    await expect
      .poll(
        async () => {
          if (await page.getByText(success).first().isVisible()) return 'ok';
          const problems = await page
            .locator('.ant-form-item-explain-error, [role=alert]:not(:empty)')
            .allInnerTexts();
          return problems.filter((p) => p.trim()).join(' | ') || `waiting at ${page.url()}`;
        },
        { timeout: 30_000 },
      )
      .toBe('ok');
    await expect.poll(() => page.url()).toContain(`/buyer/order/detail/${orderId}`);

    // The new record, found in the list.
    const list = await call<{
      data: { id: number; reverseTradeOrderCode: string; tradeOrder: { id: number } }[];
    }>(context.request, 'trade_PageReverseOrderFlow', { page: { no: 1, size: 20 } });
    const record = list.data.find((r) => r.tradeOrder.id === orderId)!;
    expect(record).toBeDefined();
    // The order line now links to its after-sales: one record opens its detail, several a chooser.
    const direct = page.locator(`main a[href="/buyer/as/detail/${record.id}"]`).first();
    const chooser = page.getByRole('main').getByRole('button', { name: 'In after-sales' }).first();
    await expect.poll(async () => (await direct.isVisible()) || (await chooser.isVisible())).toBe(true);
    if (await chooser.isVisible()) {
      await chooser.click();
      const listed = page.getByRole('dialog', { name: 'After-sales of this item' });
      await expect
        .poll(() => listed.getByRole('link', { name: record.reverseTradeOrderCode }).isVisible())
        .toBe(true);
      await listed.getByRole('button', { name: 'Close' }).click();
    }
    await page.goto(`/buyer/as/list?keyword=${record.reverseTradeOrderCode}`);
    await page.getByRole('link', { name: new RegExp(record.reverseTradeOrderCode) }).click();
    await expect.poll(() => page.url()).toContain(`/buyer/as/detail/${record.id}`);
    await expect.poll(() => page.getByText('Pending merchant review').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `after-sales-detail-${viewport}`);

    // The seller approves in the console.
    const seller = await sellerOfAfterSale(browser(), record.id, viewport);
    const sellerPage = await seller.newPage();
    let drawer = await openInSellerConsole(
      sellerPage,
      record.reverseTradeOrderCode,
      'Review the application',
    );
    await screenshot(sellerPage, `after-sales-seller-${viewport}`);
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => sellerPage.getByText('Application approved').first().isVisible()).toBe(true);

    // The buyer sends the goods back.
    await page.reload();
    await expect
      .poll(() =>
        page.getByText('Please send the goods back to the merchant as soon as possible.').isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Return items' }).click();
    if (viewport === 'mobile') {
      await expect.poll(() => page.url()).toContain(`/buyer/send-back-items?reverseOrderId=${record.id}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => page.getByText('Please enter the logistics company').first().isVisible())
        .toBe(true);
      await page.getByLabel('Logistics company').click();
      await page
        .getByRole('dialog', { name: 'Logistics company' })
        .getByRole('button', { name: await firstCarrier(context.request) })
        .click();
    } else {
      await chooseOption(page, 'Logistics company', await firstCarrier(context.request));
    }
    await page.getByLabel('Tracking number').fill('E2E-123');
    await page.getByLabel('Tracking number').blur();
    await expect
      .poll(() => page.getByText('Please enter a valid tracking number').first().isVisible())
      .toBe(true);
    await page.getByLabel('Tracking number').fill(`E2E${record.id}RET`);
    await screenshot(page, `after-sales-send-back-${viewport}`);
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect.poll(() => page.getByText('Pending merchant inspection').first().isVisible()).toBe(true);
    await expect.poll(() => page.url()).toContain(`/buyer/as/detail/${record.id}`);

    // The seller receives it; the refund runs and the buyer sees it done.
    drawer = await openInSellerConsole(sellerPage, record.reverseTradeOrderCode, 'Receive the return');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => sellerPage.getByText('Return received').first().isVisible()).toBe(true);
    await seller.close();

    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'After-sales details', level: 1 }).waitFor();
          await page.getByText(record.reverseTradeOrderCode).first().waitFor();
          const status = await afterSaleStatusShown(page);
          seen.add(status);
          return status;
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe('After-sales complete');
    expect(
      [...seen].some(
        (s) => s === 'Refund processing' || s === 'Pending refund' || s === 'After-sales complete',
      ),
    ).toBe(true);
    await expect.poll(() => page.getByText('Refund amount').first().isVisible()).toBe(true);
    await screenshot(page, `after-sales-refunded-${viewport}`);

    // Logistics of the return.
    await page.getByRole('button', { name: 'View logistics' }).click();
    if (viewport === 'mobile') await expect.poll(() => page.url()).toContain('/buyer/m-logistics');
    await expect.poll(() => page.getByRole('tab', { name: 'Return shipping' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`E2E${record.id}RET`).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `after-sales-logistics-${viewport}`);
    await context.close();
  }, 240_000);

  it('cancels a paid, unshipped order from its detail page', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const page = await context.newPage();
    // Smallest orders first: the orders journey needs the ones that ship in two packages.
    const pieces = (o: OrderRow) => (o.tradeOrderLineList ?? []).reduce((n, l) => n + Number(l.tradeQty), 0);
    const paid = (await ordersIn<OrderRow>(context.request, 'UN_DELIVERY'))
      .filter((o) => offers(o, 'buyerCancelAfterPay'))
      .sort((a, b) => pieces(a) - pieces(b) || a.id - b.id);
    const order = paid[pick];
    expect(order, 'a paid unshipped order').toBeDefined();
    await openOrderDetail(page, order!.id);
    await clickOrderAction(page, 'Cancel order');
    const dialog = page.getByRole('dialog', { name: 'Cancel paid order' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect
      .poll(() => page.getByText('Business processing, please wait').first().isVisible())
      .toBe(true);
    await screenshot(page, `after-sales-cancel-paid-${viewport}`);
    const list = await call<{ data: { tradeOrder: { id: number }; reverseTradeOrderType: string }[] }>(
      context.request,
      'trade_PageReverseOrderFlow',
      { page: { no: 1, size: 50 } },
    );
    expect(
      list.data.some(
        (r) => r.tradeOrder.id === order!.id && r.reverseTradeOrderType === 'SALE_CANCEL_AFTER_PAID',
      ),
    ).toBe(true);
    await context.close();
  }, 120_000);
});
