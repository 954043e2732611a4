import { describe, expect, it } from 'vitest';
import { call, type OrderListRow, offers, ordersIn } from './api.ts';
import {
  browserForFile,
  clickOrderAction,
  escapeRegExp,
  expectAccessible,
  newContext,
  openOrderDetail,
  screenshot,
  signInByApi,
  type ViewportName,
} from './support.ts';

// EU right of withdrawal from an order's detail (two steps), and cancelling an unshipped order before
// delivery through the after-sales application.

const browser = browserForFile();

interface OrderLineRow {
  id: number;
  tradeQty: number;
  canReverseQty: number;
  canCancelQty: number;
  sku: { name: string };
  campaignSubType: string | null;
}

interface OrderRow extends OrderListRow {
  tradeOrderCode: string;
  displayStatus: string;
  itemBusinessType: string;
  paidAmt: { value: string; currency: string };
  withdrawalDaysLeft?: number | null;
  availableReverseTypes?: string[];
  tradeOrderLineList: OrderLineRow[];
}

interface ReverseRow {
  id: number;
  reverseTradeOrderCode: string;
  reverseTradeOrderType: string;
  reverseReason: string;
  tradeOrder: { id: number };
  reverseTradeOrderLineList: { reverseQty: number; tradeOrderLine: { id: number } }[];
}

const pieces = (o: OrderRow) => o.tradeOrderLineList.reduce((n, l) => n + Number(l.tradeQty), 0);

describe.each(['desktop', 'mobile'] as const)(
  'withdrawal and cancel before delivery at %s width',
  (viewport: ViewportName) => {
    it('withdraws from the contract for one item of a recently delivered order, in two steps', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, 'buyer@kontor.test');
      const page = await context.newPage();
      // Received orders still in their 14 days, with a plain item left to return (demo: 2 and 5 days ago).
      const candidates = (await ordersIn<OrderRow>(context.request, 'COMPLETE'))
        .filter((o) => offers(o, 'buyerWithdraw') && (o.withdrawalDaysLeft ?? -1) > 0)
        .filter((o) => o.tradeOrderLineList.some((l) => l.canReverseQty >= 1))
        .sort((a, b) => b.id - a.id);
      // Each width its own order: the first and the last (the first may be used up by then).
      const order = viewport === 'desktop' ? candidates[0] : candidates.at(-1);
      expect(order, 'a delivered order within the withdrawal period').toBeDefined();
      const days = order!.withdrawalDaysLeft!;
      const line = order!.tradeOrderLineList.find((l) => l.canReverseQty >= 1)!;

      await openOrderDetail(page, order!.id);
      const label = `Withdraw from contract (${days} ${days === 1 ? 'day' : 'days'} left)`;
      await clickOrderAction(page, label);
      const dialog = page.getByRole('dialog', { name: 'Withdraw from contract' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText(`${days} days left to withdraw`).isVisible()).toBe(true);

      // Step 1: choose the item (Next without one says so).
      const box = dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(line.sku.name)) });
      if (await box.isChecked()) await box.uncheck();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Please choose at least one item');
      await box.check();
      const qty = dialog.getByRole('textbox', { name: `Quantity of ${line.sku.name}` });
      if (await qty.isVisible()) await qty.fill('1');
      await expectAccessible(page);
      await screenshot(page, `withdrawal-choose-${viewport}`);
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Step 2: what goes back and what is refunded, then confirm.
      await expect
        .poll(() => dialog.getByText('You withdraw from the contract for these items:').isVisible())
        .toBe(true);
      await expect.poll(() => dialog.getByText(line.sku.name, { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('Refund', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText(/The refund follows the return/).isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `withdrawal-confirm-${viewport}`);
      const sent = page.waitForResponse((r) => r.url().includes('kontor_trade_WithdrawFromContractFlow'));
      await dialog.getByRole('button', { name: 'Withdraw from contract' }).click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBe(200);
      const created = (await answer.json()).data as { id: number; reverseTradeOrderCode: string };
      await expect
        .poll(() =>
          page
            .getByText(`Withdrawal received: after-sales number ${created.reverseTradeOrderCode}`)
            .isVisible(),
        )
        .toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // The order shows the line in after-sales, linking to the new record.
      const link = page.locator(`main a[href="/buyer/as/detail/${created.id}"]`).first();
      const chooser = page.getByRole('main').getByRole('button', { name: 'In after-sales' }).first();
      await expect.poll(async () => (await link.isVisible()) || (await chooser.isVisible())).toBe(true);
      await screenshot(page, `withdrawal-done-${viewport}`);

      // The new record is a return for the withdrawal.
      const record = await call<ReverseRow>(context.request, 'trade_QueryReverseOrderByIdFlow', {
        id: created.id,
      });
      expect(record).toMatchObject({
        reverseTradeOrderType: 'SALE_RETURN',
        reverseReason: 'WITHDRAWAL',
        tradeOrder: { id: order!.id },
      });
      expect(record.reverseTradeOrderLineList).toEqual([
        expect.objectContaining({ reverseQty: 1, tradeOrderLine: expect.objectContaining({ id: line.id }) }),
      ]);
      if (await link.isVisible()) {
        await link.click();
        await expect.poll(() => page.url()).toContain(`/buyer/as/detail/${created.id}`);
        await expect.poll(() => page.getByText(created.reverseTradeOrderCode).first().isVisible()).toBe(true);
        await expectAccessible(page);
      }
      await context.close();
    }, 120_000);

    it('cancels an unshipped order before delivery: every item locked at its full price', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, 'buyer@kontor.test');
      const page = await context.newPage();
      // Plain paid orders nothing of which has shipped; single pieces first (the orders journey ships
      // the bigger ones), newest first. Each width takes the first: the other's is cancelled by then.
      const candidates = (await ordersIn<OrderRow>(context.request, 'UN_DELIVERY'))
        .filter(
          (o) =>
            offers(o, 'buyerApplyReverse') &&
            (o.availableReverseTypes ?? []).includes('SALE_CANCEL_BEFORE_DELIVERY') &&
            o.itemBusinessType === 'NORMAL' &&
            o.tradeOrderLineList.every((l) => !l.campaignSubType && l.canCancelQty === l.tradeQty),
        )
        .sort((a, b) => pieces(a) - pieces(b) || b.id - a.id);
      const order = candidates[0];
      expect(order, 'a paid order with nothing shipped').toBeDefined();

      await openOrderDetail(page, order!.id);
      await clickOrderAction(page, 'Apply for after-sales');
      const dialog = page.getByRole('dialog', { name: 'Apply for after-sales' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByText('Cancel before delivery', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();

      await expect.poll(() => page.url()).toContain('/buyer/as/apply');
      await expect.poll(() => page.url()).toContain('asType=SALE_CANCEL_BEFORE_DELIVERY');
      const title = viewport === 'mobile' ? 'Create after-sales order' : 'Apply for after-sales';
      await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('radio', { name: 'Cancel before delivery' }).isChecked())
        .toBe(true);
      await expect
        .poll(() =>
          page.getByText('Cancelling before delivery takes every item at its full quantity').isVisible(),
        )
        .toBe(true);
      // Every item chosen and locked at its full quantity; the amount locked at everything paid.
      for (const l of order!.tradeOrderLineList) {
        const pickBox = page.getByRole('checkbox', { name: `Apply for ${l.sku.name}` });
        await expect.poll(() => pickBox.isChecked()).toBe(true);
        expect(await pickBox.isDisabled()).toBe(true);
        const qty = page.getByRole('textbox', { name: `Quantity of ${l.sku.name}` });
        await expect.poll(() => qty.inputValue()).toBe(String(l.tradeQty));
        expect(await qty.isDisabled()).toBe(true);
      }
      const amount = page.getByLabel('Refund amount');
      await expect.poll(() => amount.inputValue()).toBe(order!.paidAmt.value);
      expect(await amount.isDisabled()).toBe(true);
      await page.getByLabel('Reason', { exact: true }).click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByText('Ordered by mistake', { exact: true })
        .click();
      await expectAccessible(page);
      await screenshot(page, `cancel-before-delivery-apply-${viewport}`);

      const sent = page.waitForResponse((r) =>
        r.url().includes('bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow'),
      );
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBe(200);
      const success =
        viewport === 'mobile' ? 'Your application has been submitted successfully' : 'Submitted successfully';
      await expect.poll(() => page.getByText(success).first().isVisible()).toBe(true);
      await expect.poll(() => page.url()).toContain(`/buyer/order/detail/${order!.id}`);
      await screenshot(page, `cancel-before-delivery-done-${viewport}`);

      const list = await call<{ data: ReverseRow[] }>(context.request, 'trade_PageReverseOrderFlow', {
        tradeOrderId: order!.id,
        page: { no: 1, size: 10 },
      });
      const record = list.data.find((r) => r.reverseTradeOrderType === 'SALE_CANCEL_BEFORE_DELIVERY');
      expect(record, 'the cancel record').toBeDefined();
      expect(record!.reverseTradeOrderLineList.map((l) => [l.tradeOrderLine.id, l.reverseQty])).toEqual(
        expect.arrayContaining(order!.tradeOrderLineList.map((l) => [l.id, l.tradeQty])),
      );
      await context.close();
    }, 120_000);
  },
);
