import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, findSeller } from './api.ts';
import {
  browserForFile,
  escapeRegExp,
  expectAccessible,
  newContext,
  PNG,
  screenshot,
  showInLanguage,
  signInByApi,
} from './support.ts';

const browser = browserForFile();

interface Line {
  id: number;
  lineGroupTypeDict: string | null;
  commentStatus: string;
  sku: { name: string };
}
interface ReviewOrder {
  id: number;
  tradeOrderCode: string;
  tradeOrderCommentStatus: string;
  shop: { id: number; name: string };
  tradeOrderLineList: Line[];
}

/** A completed order nothing of which is reviewed yet, with at least two lines to review (asked, not assumed). */
async function orderToReview(request: APIRequestContext): Promise<ReviewOrder> {
  const page = await call<{ data: ReviewOrder[] }>(request, 'bbc_trade_PageTradeOrderForBuyerIdFlow', {
    query: { page: { no: 1, size: 100 } },
    tradeOrderStatus: { displayStatus: 'COMPLETE', commentStatus: 'NOT_EVALUATED' },
  });
  const order = page.data.find(
    (o) =>
      o.tradeOrderCommentStatus === 'NOT_EVALUATED' &&
      o.tradeOrderLineList.filter((l) => l.lineGroupTypeDict !== 'DIY_CHILD').length === 2,
  );
  expect(order, 'a completed order with two lines still to review').toBeDefined();
  return order as ReviewOrder;
}

/** "Review now: KO…" — a visible label followed by a screen-reader-only target. */
const labelled = (label: string, target: string) =>
  new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(target)}$`);

const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);

async function heading(page: Page, name: string) {
  await visible(page.getByRole('heading', { level: 1, name }));
}

describe.each(['desktop', 'mobile'] as const)('reviews at %s width', (viewport) => {
  it('a buyer reviews two lines with stars, text and photos, adds a follow-up; the seller replies', async () => {
    const context = await newContext(browser(), viewport);
    await signInByApi(context, 'buyer@kontor.test');
    const order = await orderToReview(context.request);
    const [first, second] = order.tradeOrderLineList.filter((l) => l.lineGroupTypeDict !== 'DIY_CHILD') as [
      Line,
      Line,
    ];
    const page = await context.newPage();

    // The to-review tab (the default) lists the order with a review-now link and a count badge.
    await page.goto('/buyer/comments');
    await heading(page, 'My reviews');
    await visible(page.getByRole('tab', { name: /To review/, selected: true }));
    await visible(page.getByTitle(/orders? to review$/));
    const link = page.getByRole('link', { name: labelled('Review now', order.tradeOrderCode) });
    await link.scrollIntoViewIfNeeded();
    await visible(link);
    await screenshot(page, `reviews-to-review-${viewport}`);
    await expectAccessible(page);
    await link.click();

    // The review page: one card per line.
    await heading(page, 'Write a review');
    expect(new URL(page.url()).searchParams.get('orderLineIds')).toBe(JSON.stringify([first.id, second.id]));
    const card1 = page.getByRole('article', { name: first.sku.name });
    const card2 = page.getByRole('article', { name: second.sku.name });
    await visible(card1);
    await visible(card2);

    // Publishing with nothing filled in shows the messages inline, on each card.
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(card1.getByText('Please choose a rating'));
    await visible(card2.getByText('Please choose a rating'));
    await visible(card1.getByText('Some products have not been reviewed yet'));
    // The first field in error has the focus.
    await expect
      .poll(() =>
        card1
          .getByRole('radio')
          .first()
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    // Card 1 by pointer: five stars, text, two photos.
    await card1.locator('label', { hasText: '5 stars' }).click();
    await expect.poll(() => card1.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await expect.poll(() => card1.getByText('Please choose a rating').count()).toBe(0);
    await card1.getByLabel('Your review').fill(`Sturdy and well made (${viewport}).`);
    await visible(card1.getByText(/^\d+ characters left$/));
    await card1.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'side.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await visible(card1.getByRole('img', { name: 'Review photo 2 of 2' }));
    await card1.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => card1.getByRole('img', { name: /^Review photo/ }).count()).toBe(1);

    // Card 2 by keyboard: the stars are a radio group (Space picks, arrows move).
    await card2.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => card2.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    // Text still missing on card 2: only that message is left.
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(card2.getByText('Some products have not been reviewed yet'));
    await expect.poll(() => card1.getByText('Some products have not been reviewed yet').count()).toBe(0);
    await card2.getByLabel('Your review').fill('Good value, assembly took an hour.');
    await card2
      .locator('input[type=file]')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
    await visible(card2.getByRole('img', { name: 'Review photo 1 of 1' }));
    await screenshot(page, `reviews-write-${viewport}`);
    await expectAccessible(page);

    // One publish sends both; "Review published" for 3 seconds, then the reviewed tab.
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByRole('status').getByText('Review published'));
    await expect
      .poll(() => new URL(page.url()).searchParams.get('status'), { timeout: 8_000 })
      .toBe('comment');
    await visible(page.getByRole('tab', { name: 'Reviewed', selected: true }));
    const reviewed = page.getByRole('article', { name: `Review of ${first.sku.name}` }).first();
    await visible(reviewed);
    await visible(reviewed.getByText(`Sturdy and well made (${viewport}).`));
    await visible(reviewed.getByRole('img', { name: 'Rated 5 out of 5' }));
    await visible(page.getByRole('article', { name: `Review of ${second.sku.name}` }).first());
    await screenshot(page, `reviews-reviewed-${viewport}`);
    await expectAccessible(page);

    // Search: a text nobody wrote finds nothing.
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('zzz-no-such-review');
    await page.getByRole('searchbox', { name: 'Search reviews' }).press('Enter');
    await visible(page.getByText('No matching reviews found~'));
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('zzz-no-such-review');
    await page.goBack();
    await visible(reviewed);

    // Follow-up: text and a photo, no rating; then the detail shows it and offers no second one.
    await reviewed.getByRole('link', { name: labelled('Add follow-up', first.sku.name) }).click();
    await heading(page, 'Add a follow-up review');
    await expect.poll(() => page.getByRole('radio').count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByText('Some products have not been reviewed yet'));
    await page.getByLabel('Follow-up').fill('After a month: still solid.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'later.png', mimeType: 'image/png', buffer: PNG });
    // The uploader's own list: the first review's photo above carries the same name when it had one.
    await visible(
      page
        .getByRole('list', { name: `Photos of ${first.sku.name}` })
        .getByRole('img', { name: 'Review photo 1 of 1' }),
    );
    await screenshot(page, `reviews-follow-up-${viewport}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await heading(page, 'Review details');
    const detailUrl = page.url();
    await visible(page.getByText('After a month: still solid.'));
    await expect.poll(() => page.getByRole('link', { name: 'Add follow-up' }).count()).toBe(0);

    // The shop's seller replies to the review in the console.
    const seller = await newContext(browser(), viewport);
    // The seller whose sign-in names the order's shop.
    await findSeller(seller, async (_, user) => user.shopId === order.shop.id);
    const consolePage = await seller.newPage();
    await consolePage.goto('/seller/reviews?replied=no');
    await heading(consolePage, 'Shop reviews');
    const row = consolePage.getByRole('article', { name: `Review of ${first.sku.name}` }).filter({
      hasText: `Sturdy and well made (${viewport}).`,
    });
    await visible(row);
    await screenshot(consolePage, `reviews-seller-${viewport}`);
    await expectAccessible(consolePage);
    await row.getByRole('button', { name: labelled('Reply', `review of ${first.sku.name}`) }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'Reply to the review' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await visible(dialog.getByText('Please enter a reply'));
    const reply = `Thank you, ${viewport} buyer!`;
    await dialog.getByLabel('Your reply').fill(reply);
    await screenshot(consolePage, `reviews-seller-reply-${viewport}`);
    await expectAccessible(consolePage);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Replied once: the reply shows instead of the button; the follow-up still waits for its own reply.
    await visible(row.getByText(reply));
    await expect
      .poll(() => row.getByRole('button', { name: labelled('Reply', `review of ${first.sku.name}`) }).count())
      .toBe(0);
    await visible(
      row.getByRole('button', { name: labelled('Reply to follow-up', `follow-up on ${first.sku.name}`) }),
    );
    // After a reload, unfiltered (newest first), the review is there with its reply.
    await consolePage.goto('/seller/reviews');
    await visible(
      consolePage.getByRole('article', { name: `Review of ${first.sku.name}` }).filter({ hasText: reply }),
    );
    await seller.close();

    // The buyer sees the shop's reply on the detail page.
    await page.goto(detailUrl);
    await heading(page, 'Review details');
    await visible(page.getByText(reply));
    await visible(page.getByText('Shop reply').first());
    await screenshot(page, `reviews-detail-${viewport}`);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /Review photo 1 of/ })
      .first()
      .click()
      .catch(() => {});
    await context.close();
  });
});

describe.each(['desktop', 'mobile'] as const)('product card rating at %s width', (viewport) => {
  it('a reviewed product shows its stars and number of reviews', async () => {
    const context = await newContext(browser(), viewport);
    interface Card {
      itemName: string;
      itemShortName: string | null;
      rating: { average: number | null; count: number } | null;
    }
    const res = await context.request.post('/api/trantor/flow/kontor_item_PageItemCardFlow', {
      data: [{ page: { no: 1, size: 100 } }],
    });
    const cards = ((await res.json()).data.data as Card[]).filter((c) => (c.rating?.count ?? 0) > 0);
    expect(cards.length, 'a product with reviews').toBeGreaterThan(0);
    const card = cards[0] as Card;
    const page = await context.newPage();
    const name = card.itemShortName || card.itemName;
    await page.goto(`/?keyword=${encodeURIComponent(card.itemName)}`);
    const article = page.getByRole('article', { name }).first();
    await visible(article);
    await visible(article.getByRole('img', { name: `Rated ${card.rating?.average} out of 5` }));
    const count = card.rating?.count ?? 0;
    await visible(article.getByText(count === 1 ? '1 review' : `${count} reviews`));
    await article.scrollIntoViewIfNeeded();
    await screenshot(page, `reviews-product-card-${viewport}`);
    await context.close();
  });
});

describe('review messages in Chinese', () => {
  it('shows the spec texts inline when rating and text are missing, and on an empty search', async () => {
    const context = await newContext(browser(), 'desktop', 'zh-CN');
    await signInByApi(context, 'buyer@kontor.test');
    // The foundation journey stores German on this account; the cookie outranks it.
    await showInLanguage(context, 'zh-CN');
    const order = await orderToReview(context.request);
    const ids = order.tradeOrderLineList.filter((l) => l.lineGroupTypeDict !== 'DIY_CHILD').map((l) => l.id);
    const page = await context.newPage();
    await page.goto(
      `/buyer/comment?orderId=${order.id}&orderLineIds=${encodeURIComponent(JSON.stringify(ids))}`,
    );
    await heading(page, '发表评价');
    await page
      .getByRole('button', { name: '发 表' })
      .or(page.getByRole('button', { name: '发表' }))
      .click();
    await expect.poll(() => page.getByText('请选个评分哦').count()).toBe(ids.length);
    await expect.poll(() => page.getByText('还有商品未评价哦').count()).toBe(ids.length);
    await screenshot(page, 'reviews-write-errors-zh-CN');
    // A search that finds nothing says so.
    await page.goto('/buyer/comments?status=comment&keyword=zzz-none');
    await heading(page, '评价管理');
    await visible(page.getByText('未搜索到相关评价~'));
    await context.close();
  });
});
