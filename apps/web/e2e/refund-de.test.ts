import type { APIRequestContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, offers, ordersIn } from './api.ts';
import {
  browserForFile,
  chooseOption,
  expectAccessible,
  newContext,
  screenshot,
  signInByApi,
  type ViewportName,
} from './support.ts';

// Issue 9 acceptance: in German, "abc" in the refund amount shows the field's message and sends
// nothing; "10,50" asks for 10.50 — never the maximum, never 1050.

const browser = browserForFile();

interface Preview {
  availableReverseTypes: string[];
  reverseTradeOrderLineList: { tradeOrderLine: { id: number; canReverseQty: number; adjustStep: number } }[];
}

/** Delivered orders that offer a refund for a whole piece; taken from the end (other journeys take the first). */
async function refundable(request: APIRequestContext): Promise<{ id: number; lineId: number }[]> {
  const out: { id: number; lineId: number }[] = [];
  for (const o of await ordersIn(request, 'COMPLETE')) {
    if (!offers(o, 'buyerApplyReverse')) continue;
    const p = await call<Preview>(request, 'trade_RenderReverseTradeOrderForApplyFlow', {
      tradeOrder: { id: o.id },
    });
    if (!p.availableReverseTypes.includes('SALE_REFUND')) continue;
    const line = p.reverseTradeOrderLineList.find(
      (l) => l.tradeOrderLine.canReverseQty >= 1 && l.tradeOrderLine.adjustStep === 1,
    );
    if (line) out.push({ id: o.id, lineId: line.tradeOrderLine.id });
  }
  return out.reverse();
}

describe.each(['desktop', 'mobile'] as const)(
  'German refund amount at %s width',
  (viewport: ViewportName) => {
    it('refuses "abc" with the field message and refunds "10,50" as 10.50', async () => {
      const context = await newContext(browser(), viewport, 'de-DE');
      await context.addCookies([{ name: 'kontor_lang', value: 'de', url: inject('baseURL') }]);
      await signInByApi(context, 'buyer@kontor.test');
      const target = (await refundable(context.request))[viewport === 'desktop' ? 0 : 1];
      expect(target, 'a delivered order to refund').toBeDefined();
      const page = await context.newPage();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('trade_InitiateReverse')) sent.push(r.url());
      });

      await page.goto(
        `/buyer/as/apply?tradeOrderId=${target!.id}&tradeOrderLineId=${target!.lineId}&asType=SALE_REFUND`,
      );
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
      const title = viewport === 'mobile' ? 'Kundendienstauftrag erstellen' : 'Reklamation beantragen';
      await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
      await page.getByRole('radio', { name: 'Nur Erstattung' }).check();
      await page
        .getByRole('textbox', { name: /^Menge von / })
        .first()
        .fill('1');
      await chooseOption(page, 'Grund', 'Qualitätsmangel');

      // "abc": the field says what it wants; nothing is sent.
      const amount = page.getByLabel('Erstattungsbetrag');
      await amount.fill('abc');
      await page.getByRole('button', { name: 'Absenden', exact: true }).click();
      await expect
        .poll(() => page.getByText('Bitte eine Zahl eingeben, zum Beispiel 10,50').first().isVisible())
        .toBe(true);
      expect(await amount.inputValue()).toBe('abc');
      await screenshot(page, `refund-de-abc-${viewport}`);
      await expectAccessible(page);
      expect(sent).toEqual([]);

      // "10,50": sent as 10.50.
      await amount.fill('10,50');
      const answer = page.waitForResponse((r) =>
        r.url().includes('trade_InitiateReverseOrderOnlyRefundFlow'),
      );
      await page.getByRole('button', { name: 'Absenden', exact: true }).click();
      const res = await answer;
      expect(res.status(), await res.text()).toBe(200);
      const body = JSON.parse(res.request().postData() ?? '[]')[0];
      expect(body.applyRefundAmt).toMatchObject({ value: '10.50' });
      const created = (await res.json()).data as { id: number };
      const record = await call<{ applyRefundAmt: { value: string } }>(
        context.request,
        'trade_QueryReverseOrderByIdFlow',
        {
          id: created.id,
        },
      );
      expect(record.applyRefundAmt.value).toBe('10.50');
      await context.close();
    });
  },
);
