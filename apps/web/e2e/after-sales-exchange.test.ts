import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, firstCarrier, offers, ordersIn, sellerOfAfterSale } from './api.ts';
import {
  afterSaleStatusShown,
  browserForFile,
  chooseOption,
  clickOrderAction,
  escapeRegExp,
  expectAccessible,
  newContext,
  openInSellerConsole,
  screenshot,
  signInByApi,
} from './support.ts';

// Exchanges, rejected applications and a seller's change to refund-only, at both widths. Every
// journey takes a completed order nothing has been applied for yet, from the end of the list (the
// other journeys take theirs from the start), so each run and each viewport has its own order.

const browser = browserForFile();

interface Attr {
  attrKey: string;
  attrVal: string;
}
interface PreviewLine {
  tradeOrderLine: {
    id: number;
    canReverseQty: number;
    adjustStep: number;
    lineGroupTypeDict: string | null;
    tradeOrderLineBusinessType: string | null;
    sku: { id: number; name: string; attributes: Attr[]; item: { id: number } };
  };
  applyRefundAmt: { value: string; currency: string };
}
interface Preview {
  availableReverseTypes: string[];
  reverseTradeOrderLineList: PreviewLine[];
}
interface ExchangeSku {
  id: number;
  name: string;
  attributes: Attr[];
  stock: number;
}
interface AsRecord {
  id: number;
  reverseTradeOrderCode: string;
  tradeOrder: { id: number };
  reverseTradeOrderType: string;
  returnAddress: { name: string; phone: string; address: string } | null;
}

const attributesText = (attributes: Attr[]) =>
  attributes
    .filter((a) => a.attrVal)
    .map((a) => (a.attrKey ? `${a.attrKey}: ${a.attrVal}` : a.attrVal))
    .join('; ');

interface Target {
  orderId: number;
  line: PreviewLine['tradeOrderLine'];
  amount: { value: string; currency: string };
  replacement?: ExchangeSku;
}

/**
 * A completed order with no after-sales record at all, and a line of whole pieces that can go back
 * (for an exchange: with another SKU of its item in stock). The last such order in the list.
 */
async function freshTarget(request: APIRequestContext, opts: { exchange?: boolean } = {}): Promise<Target> {
  const records = await call<{ data: AsRecord[] }>(request, 'trade_PageReverseOrderFlow', {
    page: { no: 1, size: 100 },
  });
  const touched = new Set(records.data.map((r) => r.tradeOrder.id));
  const orders = await ordersIn(request, 'COMPLETE');
  for (const o of [...orders].reverse()) {
    if (touched.has(o.id) || !offers(o, 'buyerApplyReverse')) continue;
    const type = opts.exchange ? 'SALE_EXCHANGE' : 'SALE_RETURN';
    const preview = await call<Preview>(request, 'trade_RenderReverseTradeOrderForApplyFlow', {
      tradeOrder: { id: o.id },
      reverseTradeOrderType: type,
    });
    if (!preview.availableReverseTypes.includes(type)) continue;
    for (const l of preview.reverseTradeOrderLineList) {
      const line = l.tradeOrderLine;
      if (line.canReverseQty < 1 || line.adjustStep !== 1 || line.lineGroupTypeDict) continue;
      if (!opts.exchange) {
        // The refundable amount of one piece.
        const one = await call<Preview>(request, 'trade_RenderReverseTradeOrderForApplyFlow', {
          tradeOrder: { id: o.id },
          reverseTradeOrderType: type,
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
        });
        const amount = one.reverseTradeOrderLineList.find(
          (x) => x.tradeOrderLine.id === line.id,
        )!.applyRefundAmt;
        if (Number(amount.value) < 1) continue;
        return { orderId: o.id, line, amount };
      }
      const skus = await call<ExchangeSku[]>(request, 'bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow', {
        diyItemId: line.sku.item.id,
        tradeOrderLine: { id: line.id },
      });
      const replacement = skus.find(
        (s) => s.id !== line.sku.id && s.stock > 0 && attributesText(s.attributes),
      );
      if (replacement) return { orderId: o.id, line, amount: l.applyRefundAmt, replacement };
    }
  }
  throw new Error('no completed order left without after-sales');
}

/** A return application for one piece, made through the API (the apply page has its own journey). */
async function applyForReturn(request: APIRequestContext, target: Target, amount: string): Promise<AsRecord> {
  const created = await call<{ id: number }>(request, 'trade_InitiateReverseTradeOrderForReturnFlow', {
    reverseTradeOrderType: 'SALE_RETURN',
    tradeOrder: { id: target.orderId },
    reverseReason: 'QUALITY_ISSUE',
    applyRefundAmt: { value: amount, currency: target.amount.currency },
    submitRemark: { entityType: 'BUYER', remark: 'The surface is scratched.', attachmentList: { files: [] } },
    reverseTradeOrderLineList: [{ tradeOrderLine: { id: target.line.id }, reverseQty: 1 }],
  });
  return call<AsRecord>(request, 'trade_QueryReverseOrderByIdFlow', { id: created.id });
}

async function openAfterSaleDetail(page: Page, record: Pick<AsRecord, 'id' | 'reverseTradeOrderCode'>) {
  await page.goto(`/buyer/as/detail/${record.id}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'After-sales details', level: 1 }).isVisible())
    .toBe(true);
  await expect.poll(() => page.getByText(record.reverseTradeOrderCode).first().isVisible()).toBe(true);
}

describe.each(['desktop', 'mobile'] as const)(
  'after-sales exchange and seller decisions at %s width',
  (viewport) => {
    it('exchanges an item: apply with the replacement, seller approves, return, replacement shipped, buyer confirms', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, 'buyer@kontor.test');
      const page = await context.newPage();
      const target = await freshTarget(context.request, { exchange: true });
      const replacement = target.replacement!;
      const replacementText = attributesText(replacement.attributes);

      // The order's "Apply for after-sales" dialog: Exchange, our item.
      await page.goto(`/buyer/order/detail/${target.orderId}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Order details', level: 1 }).isVisible())
        .toBe(true);
      await clickOrderAction(page, 'Apply for after-sales');
      const dialog = page.getByRole('dialog', { name: 'Apply for after-sales' });
      await dialog.getByText('Exchange', { exact: true }).click();
      const box = dialog
        .getByRole('checkbox', { name: new RegExp(escapeRegExp(target.line.sku.name)) })
        .first();
      if (!(await box.isChecked())) await box.check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.url()).toContain('/buyer/as/apply');
      await expect.poll(() => page.getByRole('radio', { name: 'Exchange' }).isChecked()).toBe(true);
      // The line picked in the dialog, one piece; an exchange asks for no amount.
      await expect
        .poll(() => page.getByRole('checkbox', { name: `Apply for ${target.line.sku.name}` }).isChecked())
        .toBe(true);
      const qty = page.getByRole('textbox', { name: `Quantity of ${target.line.sku.name}` });
      await qty.fill('1');
      await expect.poll(() => page.getByLabel('Refund amount').count()).toBe(0);

      // Submitting without a replacement and reason says so inline.
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect
        .poll(() => page.getByText('Please choose a replacement item').first().isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText('Please choose a reason for the after-sales request').first().isVisible())
        .toBe(true);
      await chooseOption(page, `Replacement for ${target.line.sku.name}`, replacementText);
      await chooseOption(page, 'Reason', 'Wrong size or colour');
      await page.getByLabel('Note').fill('Ordered the wrong colour; I would like the other one.');
      await expectAccessible(page);
      await screenshot(page, `after-sales-exchange-apply-${viewport}`);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect
        .poll(() => page.url(), { timeout: 20_000 })
        .toContain(`/buyer/order/detail/${target.orderId}`);

      const list = await call<{ data: AsRecord[] }>(context.request, 'trade_PageReverseOrderFlow', {
        page: { no: 1, size: 100 },
      });
      const record = list.data.find(
        (r) => r.tradeOrder.id === target.orderId && r.reverseTradeOrderType === 'SALE_EXCHANGE',
      )!;
      expect(record, 'the new exchange record').toBeDefined();

      // The detail shows the replacement under the line while the merchant reviews it.
      await openAfterSaleDetail(page, record);
      expect(await afterSaleStatusShown(page)).toBe('Pending merchant review');
      const goods = page.getByRole('region', { name: 'Goods' });
      await expect.poll(() => goods.getByText('Replacement', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => goods.getByText(replacementText).first().isVisible()).toBe(true);

      // The seller approves.
      const seller = await sellerOfAfterSale(browser(), record.id, viewport);
      const sellerPage = await seller.newPage();
      let drawer = await openInSellerConsole(
        sellerPage,
        record.reverseTradeOrderCode,
        'Review the application',
      );
      // An exchange gives no money back: no amount to change.
      await expect.poll(() => drawer.getByLabel('Changed refund amount (optional)').count()).toBe(0);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => sellerPage.getByText('Application approved').first().isVisible()).toBe(true);

      // The buyer posts the parcel back to the shop's return address.
      await page.reload();
      await expect
        .poll(() =>
          page.getByText('Please send the goods back to the merchant as soon as possible.').isVisible(),
        )
        .toBe(true);
      // The shop's return address (its country is named in the page's language: compare the rest).
      const approved = await call<AsRecord>(context.request, 'trade_QueryReverseOrderByIdFlow', {
        id: record.id,
      });
      const address = approved.returnAddress!;
      expect(address.name && address.phone && address.address, 'the shop’s return address').toBeTruthy();
      const street = address.address.split(', ').slice(0, -1).join(', ');
      await expect
        .poll(() =>
          page
            .getByText(`Return address: ${address.name}, ${address.phone}, ${street}`, { exact: false })
            .isVisible(),
        )
        .toBe(true);
      await expectAccessible(page);
      await screenshot(page, `after-sales-exchange-return-address-${viewport}`);
      await page.getByRole('button', { name: 'Return items' }).click();
      const carrier = await firstCarrier(context.request);
      if (viewport === 'mobile') {
        await expect.poll(() => page.url()).toContain(`/buyer/send-back-items?reverseOrderId=${record.id}`);
        await page.getByLabel('Logistics company').click();
        await page
          .getByRole('dialog', { name: 'Logistics company' })
          .getByRole('button', { name: carrier })
          .click();
      } else {
        await chooseOption(
          page,
          'Logistics company',
          carrier,
          page.getByRole('dialog', { name: 'Return shipping' }),
        );
      }
      await page.getByLabel('Tracking number').fill(`E2E${record.id}EXR`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.getByText('Pending merchant inspection').first().isVisible()).toBe(true);

      // The seller receives it (inspection passed) and sends the replacement.
      drawer = await openInSellerConsole(sellerPage, record.reverseTradeOrderCode, 'Receive the return');
      await expect.poll(() => drawer.getByLabel('Refund of return shipping (optional)').count()).toBe(0);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => sellerPage.getByText('Return received').first().isVisible()).toBe(true);
      await expect
        .poll(() => drawer.getByRole('heading', { name: 'Send the replacement' }).isVisible())
        .toBe(true);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => drawer.getByText('Please enter the logistics company').first().isVisible())
        .toBe(true);
      await chooseOption(sellerPage, 'Logistics company', carrier, drawer);
      await drawer.getByLabel('Tracking number').fill(`E2E${record.id}EXS`);
      await expectAccessible(sellerPage);
      await screenshot(sellerPage, `after-sales-exchange-seller-ship-${viewport}`);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => sellerPage.getByText('Replacement sent').first().isVisible()).toBe(true);
      await seller.close();

      // The buyer sees the replacement on its way and confirms receipt.
      await openAfterSaleDetail(page, record);
      expect(await afterSaleStatusShown(page)).toBe('Buyer to confirm receipt');
      await expect.poll(() => goods.getByText(replacementText).first().isVisible()).toBe(true);
      await screenshot(page, `after-sales-exchange-to-confirm-${viewport}`);
      await page.getByRole('button', { name: 'View logistics' }).click();
      if (viewport === 'mobile') await expect.poll(() => page.url()).toContain('/buyer/m-logistics');
      const exchangeTab = page.getByRole('tab', { name: 'Exchange shipping' });
      await exchangeTab.click();
      await expect.poll(() => page.getByText(`E2E${record.id}EXS`).first().isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `after-sales-exchange-logistics-${viewport}`);
      if (viewport === 'mobile') await openAfterSaleDetail(page, record);
      else
        await page
          .getByRole('dialog', { name: 'Logistics' })
          .getByRole('button', { name: 'Close' })
          .first()
          .click();

      await page.getByRole('main').getByRole('button', { name: 'Confirm receipt' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm receipt' });
      await expect.poll(() => confirm.getByText('Have you received the replacement?').isVisible()).toBe(true);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
      await expect.poll(() => page.getByText('Receipt confirmed').first().isVisible()).toBe(true);
      await expect.poll(() => afterSaleStatusShown(page)).toBe('After-sales complete');
      await expect
        .poll(() => page.getByRole('main').getByRole('button', { name: 'Confirm receipt' }).count())
        .toBe(0);
      await screenshot(page, `after-sales-exchange-done-${viewport}`);
      await context.close();
    }, 180_000);

    it('a seller rejects an application with a reason; the buyer reads it and sees the record closed', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, 'buyer@kontor.test');
      const page = await context.newPage();
      const target = await freshTarget(context.request);
      const record = await applyForReturn(context.request, target, '1.00');

      const seller = await sellerOfAfterSale(browser(), record.id, viewport);
      const sellerPage = await seller.newPage();
      const drawer = await openInSellerConsole(
        sellerPage,
        record.reverseTradeOrderCode,
        'Review the application',
      );
      // The buyer's note, as the seller reads it.
      await expect.poll(() => drawer.getByText(/^Buyer · /).isVisible()).toBe(true);
      await expect.poll(() => drawer.getByText('The surface is scratched.').isVisible()).toBe(true);
      await drawer.getByText('Reject', { exact: true }).click();
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => drawer.getByText('Please give a reason for the rejection').first().isVisible())
        .toBe(true);
      const reason = `The photos show wear from use (${viewport}).`;
      await drawer.getByLabel('Reason', { exact: true }).fill(reason);
      await expectAccessible(sellerPage);
      await screenshot(sellerPage, `after-sales-seller-reject-${viewport}`);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => sellerPage.getByText('Application rejected').first().isVisible()).toBe(true);
      await seller.close();

      await openAfterSaleDetail(page, record);
      expect(await afterSaleStatusShown(page)).toBe('Closed');
      await page.getByRole('button', { name: 'View reason for rejection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reason for rejection' });
      await expect.poll(() => dialog.getByText(reason).isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `after-sales-reject-reason-${viewport}`);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // Nothing else to do on a closed record.
      await expect.poll(() => page.getByRole('button', { name: 'Cancel application' }).count()).toBe(0);
      await context.close();
    });

    it('a seller changes a return to refund-only with a lower amount; the buyer sees both notices', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, 'buyer@kontor.test');
      const page = await context.newPage();
      const target = await freshTarget(context.request);
      const asked = target.amount.value;
      // Below 1000, so it reads the same with any grouping separator.
      const lower = Math.min(Math.floor(Number(asked) * 50) / 100, 50).toFixed(2);
      const record = await applyForReturn(context.request, target, asked);

      const seller = await sellerOfAfterSale(browser(), record.id, viewport);
      const sellerPage = await seller.newPage();
      const drawer = await openInSellerConsole(
        sellerPage,
        record.reverseTradeOrderCode,
        'Review the application',
      );
      await drawer.getByText('Change to refund only (the buyer keeps the goods)').click();
      await drawer.getByLabel('Changed refund amount (optional)').fill(lower);
      await screenshot(sellerPage, `after-sales-seller-refund-only-${viewport}`);
      await drawer.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => sellerPage.getByText('Application approved').first().isVisible()).toBe(true);
      await seller.close();

      await openAfterSaleDetail(page, record);
      await expect
        .poll(() =>
          page.getByText('The merchant changed the type from Return and refund to Refund only.').isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page
            .getByText(
              new RegExp(`^The merchant changed the refund amount to .*${lower.replace('.', '[.,]')}`),
            )
            .isVisible(),
        )
        .toBe(true);
      // A refund needs no parcel: no return address, no "return items".
      await expect.poll(() => page.getByRole('button', { name: 'Return items' }).count()).toBe(0);
      expect(['Refund processing', 'Pending refund', 'After-sales complete']).toContain(
        await afterSaleStatusShown(page),
      );
      await expectAccessible(page);
      await screenshot(page, `after-sales-changed-by-seller-${viewport}`);
      await context.close();
    });
  },
);
