import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { call, offers, ordersIn } from './api.ts';
import {
  CARDS,
  contractState,
  ensureDefaultAddress,
  enterNewCard,
  expectOutcome,
  openCheckout,
  visible,
} from './checkout-kit.ts';
import {
  browserForFile,
  clickOrderAction,
  DEMO_PASSWORD,
  expectAccessible,
  newContext,
  openOrderDetail,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

// The buyer's smaller pages of issue 17: the help centre (read and like an article; the member
// rules from the member page), the gift cards of a gift-card order, and the group-buy share link —
// its QR code decoded from a screenshot leads to the group offer and on to the product.

const browser = browserForFile();
const BUYER = 'buyer@kontor.test';
const LANGUAGES = ['en', 'de', 'zh-CN', 'nl', 'es', 'sv', 'fr', 'it', 'pl'] as const;
const locale = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/domain/src/i18n/locales/${language}.json`, import.meta.url),
      'utf8',
    ),
  );
/** Words of the wire and text keys that must never reach the screen. */
const INTERNAL =
  /\b(virtual_shopping_card|GROUP_BUY|NOT_USED|OPEN|LIKE|VIEW|help\.[a-z]|giftCards\.[a-z]|orders\.share)\b/;

async function h1(page: Page, name: string | RegExp) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

async function mainText(page: Page) {
  return page.locator('main').innerText();
}

/** Decodes the QR code inside `scope` from a PNG screenshot of it. */
async function decodeQr(page: Page, selector: string): Promise<string> {
  const shot = await page.locator(selector).screenshot({ type: 'png' });
  const png = PNG.sync.read(shot);
  const code = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  );
  expect(code, 'no QR code found in the screenshot').not.toBeNull();
  return code!.data;
}

describe.each(['desktop', 'mobile'] as const)(
  'help centre, gift cards and group buying at %s width',
  (viewport) => {
    it('opens the help centre, reads and likes an article', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, BUYER);
      const page = await context.newPage();

      // From the footer, where a buyer looks for help.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
      await h1(page, 'Help centre');
      await expect
        .poll(() => page.getByRole('link', { name: 'Your 14-day right of withdrawal' }).isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Payment', exact: true }).click();
      await expect.poll(() => page.getByRole('link', { name: 'Shipping and delivery' }).count()).toBe(0);
      await expect.poll(() => page.getByRole('link', { name: 'Payment methods' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'All topics' }).click();
      await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdraw');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('withdraw');
      await expect.poll(() => page.getByRole('link', { name: 'Payment methods' }).count()).toBe(0);
      await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await mainText(page)).not.toMatch(INTERNAL);
      await screenshot(page, `help-centre-${viewport}`);
      await expectAccessible(page);

      // Each width likes its own article; a retry finds it liked already (once per buyer).
      const title = viewport === 'desktop' ? 'Shipping and delivery' : 'Returns and after-sales';
      await page.getByRole('link', { name: title }).click();
      await h1(page, title);
      const likes = async () =>
        Number(
          (
            await page
              .getByText(/Likes: \d+/)
              .first()
              .textContent()
          )?.match(/Likes: (\d+)/)?.[1],
        );
      const liked = page.getByRole('button', { name: 'You like this article' });
      const like = page.getByRole('button', { name: 'Like this article' });
      await expect.poll(async () => (await like.isVisible()) || (await liked.isVisible())).toBe(true);
      if (await like.isVisible()) {
        const before = await likes();
        await like.click();
        await expect.poll(() => liked.isDisabled()).toBe(true);
        await expect.poll(likes).toBe(before + 1);
      }
      await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByRole('heading', { name: 'Related articles' }).isVisible()).toBe(true);
      expect(await mainText(page)).not.toMatch(INTERNAL);
      await screenshot(page, `help-article-${viewport}`);
      await expectAccessible(page);

      // The member page explains its rules through the member-rules article.
      await page.goto('/user/member');
      await page.getByRole('link', { name: 'How levels, points and growth value work' }).click();
      await h1(page, 'Member rules: levels, points and growth value');
      await expect.poll(() => page.getByText(/1 point per €10 paid/).isVisible()).toBe(true);
      await context.close();
    });

    it('shows the codes of a gift-card order and sends them by e-mail once', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, BUYER);
      const orders = await ordersIn<{ id: number; bizCode: string | null; operationList: [] }>(
        context.request,
        'COMPLETE',
      );
      const order = orders.find((o) => o.bizCode === 'virtual_shopping_card');
      expect(order, 'the demo buyer has a gift-card order').toBeDefined();
      const cards = await call<{ cards: { couponCode: string; couponsPassword: string }[] }>(
        context.request,
        'kontor_trade_FilterGiftCardsFlow',
        { id: order!.id },
      );
      expect(cards.cards.length).toBeGreaterThan(0);
      const page = await context.newPage();
      await openOrderDetail(page, order!.id);
      const region = page.getByRole('region', { name: 'Your gift cards' });
      for (const c of cards.cards) {
        await expect.poll(() => region.getByText(c.couponCode, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => region.getByText(c.couponsPassword, { exact: true }).isVisible()).toBe(true);
      }
      const send = region.getByRole('button', { name: 'Send by e-mail' });
      if (await send.isVisible()) await send.click();
      await expect.poll(() => region.getByText(/^Sent to buyer@kontor\.test on /).isVisible()).toBe(true);
      expect(await mainText(page)).not.toMatch(INTERNAL);
      await region.scrollIntoViewIfNeeded();
      await screenshot(page, `gift-cards-${viewport}`);
      await expectAccessible(page);
      await context.close();
    });

    it('shows the group-buy share link as a QR code that leads to the group offer and the product', async () => {
      const context = await newContext(browser(), viewport);
      await signInByApi(context, BUYER);
      const orders = await ordersIn<{
        id: number;
        shop: { id: number };
        operationList: { operation: string }[];
      }>(context.request, 'UN_DELIVERY');
      const order = orders.find((o) => offers(o, 'inviteToJoinGroup'));
      expect(order, 'the demo buyer has a paid group-buy order').toBeDefined();
      const page = await context.newPage();
      await openOrderDetail(page, order!.id);
      await clickOrderAction(page, 'Invite friends');
      const dialog = page.getByRole('dialog', { name: 'Invite friends to join' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const shown = (await dialog.getByRole('link').first().textContent())!.trim();
      expect(new URL(shown).pathname).toBe(`/items/${order!.shop.id}/${order!.id}`);
      await expect.poll(() => dialog.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
      await screenshot(page, `group-invite-${viewport}`);
      await expectAccessible(page);
      const decoded = await decodeQr(page, '[role="dialog"] figure');
      expect(decoded).toBe(shown);

      // Whoever scans it: the group offer, who joined, and the way to the product.
      await page.goto(decoded);
      await h1(page, 'Group buying');
      await expect
        .poll(() => page.getByText(/^Waiting for more buyers · 2 of 3 joined$/).isVisible())
        .toBe(true);
      const members = page.getByRole('region', { name: 'Who joined' });
      await expect.poll(() => members.getByRole('listitem').count()).toBe(2);
      await expect.poll(() => members.getByText(/Opened the group/).isVisible()).toBe(true);
      expect(await mainText(page)).not.toMatch(/kontor\.test|Anna|Ben\b/);
      expect(await mainText(page)).not.toMatch(INTERNAL);
      await screenshot(page, `group-share-${viewport}`);
      await expectAccessible(page);
      // The page's own QR code is the same link.
      expect(await decodeQr(page, 'main figure')).toBe(decoded);
      const itemName = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
      await page.getByRole('link', { name: 'View the product' }).click();
      await h1(page, itemName);
      expect(new URL(page.url()).pathname).toMatch(/^\/products\//);
      await context.close();
    });
  },
);

/** A new account of the journey's own with a German default address, shown in English. */
async function newBuyer(viewport: 'desktop' | 'mobile', name: string) {
  const context = await newContext(browser(), viewport);
  await showInLanguage(context, 'en');
  const email = `${name}-${viewport}-${Date.now()}@kontor.test`;
  const res = await context.request.post('/api/user/web/signup', {
    data: { email, password: DEMO_PASSWORD, nickname: 'Greta' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await ensureDefaultAddress(context.request);
  return { context, email };
}

/** Pays the open checkout page with the sandbox card and waits for the result page's success. */
async function payWithCard(page: Page) {
  await enterNewCard(page, CARDS.ok);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expectOutcome(page, 'success');
}

// Joining through checkout and gift cards bought through it (decision 068). Runs after the share-link
// journeys above: the demo group is complete afterwards.
describe('joining a group and buying a gift card through checkout', () => {
  it('a second buyer joins the demo group through checkout and the group shows complete', async () => {
    const leader = await newContext(browser(), 'desktop');
    await signInByApi(leader, BUYER);
    const orders = await ordersIn<{
      id: number;
      shop: { id: number };
      operationList: { operation: string }[];
    }>(leader.request, 'UN_DELIVERY');
    const order = orders.find((o) => offers(o, 'inviteToJoinGroup'))!;
    const link = `/items/${order.shop.id}/${order.id}`;
    // The leader sees why there is no join button.
    const own = await leader.newPage();
    await own.goto(link);
    await h1(own, 'Group buying');
    await visible(own.getByText('You are already in this group.'));
    expect(await own.getByRole('button', { name: 'Join the group' }).count()).toBe(0);
    await leader.close();

    // The share page with its join button, in English and German, at both widths.
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context } = await newBuyer(viewport, 'look');
      const page = await context.newPage();
      for (const [language, join] of [
        ['en', 'Join the group'],
        ['de', 'Der Gruppe beitreten'],
      ] as const) {
        await showInLanguage(context, language);
        await page.goto(link);
        await visible(page.getByRole('button', { name: join }));
        expect(await mainText(page)).not.toMatch(INTERNAL);
        await screenshot(page, `group-join-${language}-${viewport}`);
        await expectAccessible(page);
      }
      await context.close();
    }

    const { context } = await newBuyer('desktop', 'joiner');
    const page = await context.newPage();
    await page.goto(link);
    await visible(page.getByText(/^Waiting for more buyers · 2 of 3 joined$/));
    await page.getByRole('button', { name: 'Join the group' }).click();
    await page.waitForURL(/\/checkout\?tradeContractId=\d+/);
    const contractId = Number(new URL(page.url()).searchParams.get('tradeContractId'));
    await openCheckout(page, contractId);
    await payWithCard(page);

    await page.goto(link);
    await visible(page.getByText(/^Group complete · 3 of 3 joined$/));
    const members = page.getByRole('region', { name: 'Who joined' });
    await expect.poll(() => members.getByRole('listitem').count()).toBe(3);
    await visible(page.getByText('You are already in this group.'));
    await screenshot(page, 'group-complete-desktop');
    await expectAccessible(page);
    await context.close();
  });

  it('a gift card bought through checkout shows its codes on the order and its e-mail is in the outbox once', async () => {
    // Gift cards have no product page (the catalogue leaves them out); the SKU of the demo buyer's
    // gift-card order is the one a buyer puts in the cart ("Buy again" does the same).
    const demo = await newContext(browser(), 'desktop');
    await signInByApi(demo, BUYER);
    const giftOrder = (
      await ordersIn<{ id: number; bizCode: string | null; operationList: [] }>(demo.request, 'COMPLETE')
    ).find((o) => o.bizCode === 'virtual_shopping_card')!;
    const detail = await call<{ tradeOrderLineList: { sku: { id: number } }[] }>(
      demo.request,
      'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
      { id: giftOrder.id },
    );
    const skuId = detail.tradeOrderLineList[0]!.sku.id;
    await demo.close();

    const { context } = await newBuyer('desktop', 'giver');
    await call(context.request, 'kontor_trade_BatchCreateNewCartLinesFlow', [
      { sku: { id: skuId }, skuQty: 1 },
    ]);
    const cart = await call<{ lines: { id: number; sku: { id: number } }[] }>(
      context.request,
      'kontor_trade_QueryCartLinesFlow',
      {},
    );
    const { id: contractId } = await call<{ id: number }>(
      context.request,
      'kontor_trade_CreateTradeContractFlow',
      {
        cartLineIds: cart.lines.filter((l) => l.sku.id === skuId).map((l) => l.id),
      },
    );
    const page = await context.newPage();
    await openCheckout(page, contractId);
    await payWithCard(page);
    const state = await contractState(context.request, contractId);
    const order = state.tradeOrderList[0]!;
    const cards = await call<{
      cards: { couponCode: string; couponsPassword: string }[];
      sendEmailStatus: boolean;
      email: string;
    }>(context.request, 'kontor_trade_FilterGiftCardsFlow', { id: order.id });
    expect(cards.cards).toHaveLength(1);
    expect(cards.sendEmailStatus).toBe(true);

    await openOrderDetail(page, order.id);
    const region = page.getByRole('region', { name: 'Your gift cards' });
    await visible(region.getByText(cards.cards[0]!.couponCode, { exact: true }));
    // Sent at payment to the order's contact address (the checkout address's e-mail, else the account's).
    await visible(region.getByText(new RegExp(`^Sent to ${cards.email.replace(/[.+]/g, '\\$&')} on `)));
    expect(await mainText(page)).not.toMatch(INTERNAL);
    await screenshot(page, 'gift-card-bought-desktop');
    await expectAccessible(page);

    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(cards.email)}`);
    // The gift-card e-mail once (the order confirmation is another message).
    const mails = mailbox
      .locator('.msg')
      .filter({ hasText: `Your Kontor gift cards for order ${order.tradeOrderCode}` });
    await expect.poll(() => mails.count()).toBe(1);
    expect(await mails.innerText()).toContain(cards.cards[0]!.couponCode);
    await context.close();
  });
});

describe('help centre in nine languages', () => {
  it('shows the help centre and an article in every language, translated and accessible', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const texts = locale(language);
      const context = await newContext(browser(), 'desktop');
      await showInLanguage(context, language);
      const page = await context.newPage();
      await page.goto('/help/member-rules');
      await expect.poll(() => page.getByRole('link', { name: texts.help.back }).isVisible()).toBe(true);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      titles.add(title);
      expect(await mainText(page)).not.toMatch(INTERNAL);
      await page.getByRole('link', { name: texts.help.back }).click();
      await h1(page, texts.help.title);
      await expect.poll(() => page.getByRole('link', { name: title }).isVisible()).toBe(true);
      expect(await mainText(page)).not.toMatch(INTERNAL);
      if (language === 'zh-CN' || language === 'de') await screenshot(page, `help-centre-${language}`);
      await expectAccessible(page);
      await context.close();
    }
    expect(titles.size).toBe(LANGUAGES.length);
  });
});
