import { randomBytes } from 'node:crypto';
import {
  lookup,
  REVIEW_GROWTH_EVENT,
  REVIEW_IMAGES_MAX,
  REVIEW_REWARD_GROWTH,
  REVIEW_REWARD_POINTS,
  REVIEW_TEXT_MAX,
} from '@kontor/domain';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  uploadImage,
  userId,
} from '../../../test/harness.ts';

const BUYER = 'buyer@kontor.test';
const BUYER2 = 'buyer2@kontor.test';
const BATCH = 'bbc_content_BatchCreateCommonCommentFlow';
const MINE = 'bbc_content_PageCommonComment4CFlow';
const ORDERS = 'bbc_trade_PageTradeOrderForBuyerIdFlow';

let t: TestContext;
let buyer: string;
let buyer2: string;
let buyerId: number;
let buyer2Id: number;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await t.signIn(BUYER);
  buyer2 = await t.signIn(BUYER2);
  buyerId = await userId(t.db, BUYER);
  buyer2Id = await userId(t.db, BUYER2);
});
afterAll(() => t?.close());

interface Line {
  id: number;
  order_id: number;
}

/** A COMPLETE order of the buyer's with no review yet and `lines` plain lines (a chair, then a footrest). */
async function freshOrder(forBuyer = buyerId, lines = 1) {
  const order = await createTestOrder(t.db, {
    status: 'COMPLETE',
    buyer: forBuyer === buyerId ? 'anna' : 'ben',
    lines: [{ item: 'sitzgut-task' }, { item: 'sitzgut-footrest' }].slice(0, lines),
  });
  const orderLines: Line[] = order.lineIds.map((id) => ({ id, order_id: order.id }));
  return { ...order, lines: orderLines };
}

const first = (postId: number, extra: Record<string, unknown> = {}) => ({
  topId: -1,
  postId,
  postTypeDict: 'ORDER_LINE',
  rateDict: 5,
  content: 'Sturdy and well made.',
  images: { files: [] },
  ...extra,
});
const followUp = (topId: number, postId: number, extra: Record<string, unknown> = {}) => ({
  topId,
  parentId: -1,
  postId,
  postTypeDict: 'ORDER_LINE',
  content: 'Still fine after a month.',
  images: { files: [] },
  ...extra,
});

const review = (items: unknown[], cookie = buyer) => t.call('flow', BATCH, items, { cookie });
/** Field errors come translated; these tests ask in zh-CN, whose texts are the spec's. */
const inChinese = (cookie: string) => `${cookie}; kontor_lang=zh-CN`;
const zh = (key: string) => lookup(catalogs['zh-CN'], key);

const upload = async (cookie = buyer): Promise<string> =>
  expectOk(await uploadImage(t, cookie, 'review')).url;

const count = async (sql: string, params: unknown[]) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n;
const orderState = async (id: number) =>
  (await t.db.one<{ comment_status: string }>('SELECT comment_status FROM trade_order WHERE id = $1', [id]))!
    .comment_status;

describe('demo data', () => {
  it('has review rows for every reviewed line and keeps order states consistent', async () => {
    expect(
      await count(
        `trade_order_line l WHERE l.comment_status = 'EVALUATED'
           AND NOT EXISTS (SELECT 1 FROM comment c WHERE c.order_line_id = l.id AND c.top_id = -1)`,
        [],
      ),
    ).toBe(0);
    const evaluated = await count(
      `trade_order o WHERE o.comment_status = 'EVALUATED' AND EXISTS (SELECT 1 FROM trade_order_line l
         WHERE l.order_id = o.id AND l.line_group_type IS DISTINCT FROM 'DIY_CHILD' AND l.comment_status <> 'EVALUATED')`,
      [],
    );
    expect(evaluated).toBe(0);
    // Browser journeys need at least 3 COMPLETE orders of the demo buyer with 2+ lines still to review.
    expect(
      await count(
        `trade_order o WHERE o.buyer_id = $1 AND o.display_status = 'COMPLETE' AND o.comment_status = 'NOT_EVALUATED'
           AND (SELECT count(*) FROM trade_order_line l WHERE l.order_id = o.id) >= 2`,
        [buyerId],
      ),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('first reviews', () => {
  it('creates a review with server-set owner, recipient and commentator, and marks line and order', async () => {
    const order = await freshOrder(buyerId, 2);
    const img = await upload();
    const [created] = expectOk(
      await review([
        first(order.lines[0].id, {
          rateDict: 4,
          content: '  Great lamp  ',
          images: { files: [{ url: img }] },
          postOwner: { id: 1 },
          commentator: { id: 999 },
        }),
      ]),
    );
    const seller = await t.db.one<{ seller_user_id: number }>(
      'SELECT s.seller_user_id FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.id = $1',
      [order.id],
    );
    expect(created).toMatchObject({
      topId: -1,
      parentId: -1,
      postId: order.lines[0].id,
      postTypeDict: 'ORDER_LINE',
      commentatorTypeDict: 'BUYER',
      commentator: { id: buyerId, nickname: 'Anna' },
      postOwner: { id: seller!.seller_user_id },
      commentRecipient: { id: seller!.seller_user_id },
      rateDict: 4,
      content: 'Great lamp',
      images: { files: [{ url: img }] },
      replyComment: { data: [] },
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    const line = await t.db.one<{ comment_status: string }>(
      'SELECT comment_status FROM trade_order_line WHERE id = $1',
      [order.lines[0].id],
    );
    expect(line!.comment_status).toBe('EVALUATED');
    expect(await orderState(order.id)).toBe('PARTIAL');
    const events = await t.db.query<{ kind: string; actor: string; payload: any }>(
      `SELECT kind, actor, payload FROM order_event WHERE order_id = $1 AND kind = 'REVIEWED'`,
      [order.id],
    );
    expect(events).toEqual([
      {
        kind: 'REVIEWED',
        actor: 'BUYER',
        payload: { lines: 1, orderLineId: order.lines[0].id, commentId: created.id },
      },
    ]);
  });

  it('turns the order EVALUATED when every line is reviewed, in one batch or over several', async () => {
    const order = await freshOrder(buyerId, 2);
    const rest = order.lines.slice(1);
    expectOk(await review([first(order.lines[0].id)]));
    expect(await orderState(order.id)).toBe('PARTIAL');
    expectOk(await review(rest.map((l) => first(l.id, { rateDict: 3 }))));
    expect(await orderState(order.id)).toBe('EVALUATED');
    const other = await freshOrder(buyerId, 2);
    const created = expectOk(await review(other.lines.map((l) => first(l.id))));
    expect(created).toHaveLength(other.lines.length);
    expect(await orderState(other.id)).toBe('EVALUATED');
    expect(await count(`order_event WHERE order_id = $1 AND kind = 'REVIEWED'`, [other.id])).toBe(
      other.lines.length,
    );
  });

  it('counts a DIY bundle as reviewed when its main line is (parts go with the bundle)', async () => {
    const diy = await createTestOrder(t.db, {
      status: 'COMPLETE',
      lines: [
        { item: 'diy-workstation', parts: [{ item: 'nordwerk-worktop' }, { item: 'nordwerk-cable-tray' }] },
      ],
    });
    expect(diy.lineIds).toHaveLength(3);
    expectOk(await review([first(diy.lineIds[0])]));
    expect(await orderState(diy.id)).toBe('EVALUATED');
  });

  it('refuses a second first review of a line with 409 and changes nothing', async () => {
    const order = await freshOrder();
    expectOk(await review([first(order.lines[0].id)]));
    const before = await count('comment', []);
    const err = expectFailure(
      await review([first(order.lines[0].id, { content: 'again' })]),
      409,
      'CONFLICT',
    );
    expect(err.key).toBe('reviews.errors.alreadyReviewed');
    expect(await count('comment', [])).toBe(before);
  });

  it('keeps one review when two first reviews of a line arrive at once', async () => {
    const order = await freshOrder();
    const results = await Promise.all([
      review([first(order.lines[0].id, { content: 'one' })]),
      review([first(order.lines[0].id, { content: 'two' })]),
      review([first(order.lines[0].id, { content: 'three' })]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count('comment WHERE order_line_id = $1 AND top_id = -1', [order.lines[0].id])).toBe(1);
    expect(await count(`order_event WHERE order_id = $1 AND kind = 'REVIEWED'`, [order.id])).toBe(1);
    expect(await count('reward_ledger WHERE source_id = $1', [order.lines[0].id])).toBe(1);
  });

  it('writes all or none: a batch with one reviewed line leaves the other line unreviewed', async () => {
    const order = await freshOrder(buyerId, 2);
    expectOk(await review([first(order.lines[0].id)]));
    const res = await review([first(order.lines[1].id), first(order.lines[0].id)]);
    expectFailure(res, 409, 'CONFLICT');
    expect(await count('comment WHERE order_line_id = $1', [order.lines[1].id])).toBe(0);
    expect(await orderState(order.id)).toBe('PARTIAL');
  });

  it('answers 404 for another buyer’s line and for a line that does not exist', async () => {
    const foreign = await freshOrder(buyer2Id);
    expectFailure(await review([first(foreign.lines[0].id)]), 404, 'NOT_FOUND');
    expectFailure(await review([first(999_999_999)]), 404, 'NOT_FOUND');
    expect(await count('comment WHERE order_line_id = $1', [foreign.lines[0].id])).toBe(0);
  });

  it('answers 409 for a line of an order that is not COMPLETE', async () => {
    const [line] = (await createTestOrder(t.db, { status: 'UN_RECEIVED' })).lineIds;
    const err = expectFailure(await review([first(line)]), 409, 'CONFLICT');
    expect(err.key).toBe('reviews.errors.orderNotComplete');
    expect(await count('comment WHERE order_line_id = $1', [line])).toBe(0);
  });

  it('refuses bad payloads with 400 and field paths, writing nothing', async () => {
    const order = await freshOrder();
    const id = order.lines[0].id;
    const cases: [unknown[], string, string][] = [
      [[first(id, { rateDict: undefined })], '0.rateDict', 'reviews.errors.ratingRequired'],
      [[first(id, { rateDict: 0 })], '0.rateDict', 'reviews.errors.ratingRequired'],
      [[first(id, { rateDict: 6 })], '0.rateDict', 'reviews.errors.ratingRange'],
      [[first(id, { content: '   ' })], '0.content', 'reviews.errors.contentRequired'],
      [[first(id, { content: undefined })], '0.content', 'reviews.errors.contentRequired'],
      [
        [first(id, { content: 'x'.repeat(REVIEW_TEXT_MAX + 1) })],
        '0.content',
        'reviews.errors.contentTooLong',
      ],
      [
        [
          first(id, {
            images: { files: Array.from({ length: REVIEW_IMAGES_MAX + 1 }, () => ({ url: '/files/a.png' })) },
          }),
        ],
        '0.images.files',
        'reviews.errors.tooManyImages',
      ],
      [[first(id, { postTypeDict: 'ITEM' })], '0.postTypeDict', expect.any(String) as unknown as string],
      [[first(id), first(id)], '1.postId', 'reviews.errors.duplicateInBatch'],
      [
        [first(id, { images: { files: [{ url: '/files/not-mine.png' }] } })],
        '0.images.files.0.url',
        'reviews.errors.imageInvalid',
      ],
      [[first(id), followUp(5, id, { rateDict: 4 })], '1.rateDict', 'reviews.errors.ratingNotAllowed'],
    ];
    for (const [items, path, message] of cases) {
      const err = expectFailure(await review(items, inChinese(buyer)), 400, 'INVALID_DATA');
      const expected = typeof message === 'string' && message.startsWith('reviews.') ? zh(message) : message;
      expect(err.fields, JSON.stringify(items).slice(0, 200)).toContainEqual({ path, message: expected });
    }
    expectFailure(await review([]), 400, 'INVALID_DATA');
    expectFailure(await t.call('flow', BATCH, first(id), { cookie: buyer }), 400, 'INVALID_DATA');
    expect(await count('comment WHERE order_line_id = $1', [id])).toBe(0);
  });

  it('refuses images uploaded by another user', async () => {
    const order = await freshOrder();
    const theirs = await upload(buyer2);
    const err = expectFailure(
      await review([first(order.lines[0].id, { images: { files: [{ url: theirs }] } })], inChinese(buyer)),
      400,
      'INVALID_DATA',
    );
    expect(err.fields).toEqual([
      { path: '0.images.files.0.url', message: zh('reviews.errors.imageInvalid') },
    ]);
  });

  it('needs a signed-in buyer', async () => {
    const order = await freshOrder();
    expectFailure(await t.call('flow', BATCH, [first(order.lines[0].id)]), 401, 'UNAUTHORIZED');
  });
});

describe('follow-ups', () => {
  async function reviewed() {
    const order = await freshOrder();
    const [c] = expectOk(await review([first(order.lines[0].id)]));
    return { line: order.lines[0], comment: c };
  }

  it('adds one follow-up without rating, shown under the review', async () => {
    const { line, comment } = await reviewed();
    const [f] = expectOk(await review([followUp(comment.id, line.id)]));
    expect(f).toMatchObject({ topId: comment.id, parentId: -1, rateDict: null, postId: line.id });
    const page = expectOk(
      await t.call(
        'flow',
        MINE,
        { qCommentBO: { id: comment.id, page: { no: 1, size: 4 } } },
        { cookie: buyer },
      ),
    );
    expect(page.total).toBe(1);
    expect(page.data[0].reviewComments).toEqual([expect.objectContaining({ id: f.id, topId: comment.id })]);
    const err = expectFailure(await review([followUp(comment.id, line.id)]), 409, 'CONFLICT');
    expect(err.key).toBe('reviews.errors.followUpExists');
  });

  it('keeps one follow-up when several arrive at once', async () => {
    const { line, comment } = await reviewed();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((content) => review([followUp(comment.id, line.id, { content })])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count('comment WHERE top_id = $1', [comment.id])).toBe(1);
  });

  it('answers 404 for another buyer’s review and 400 for a follow-up of another line', async () => {
    const { line, comment } = await reviewed();
    const foreign = await freshOrder(buyer2Id);
    expectFailure(await review([followUp(comment.id, line.id)], buyer2), 404, 'NOT_FOUND');
    expectFailure(await review([followUp(comment.id, foreign.lines[0].id)], buyer2), 404, 'NOT_FOUND');
    const other = await freshOrder();
    const err = expectFailure(await review([followUp(comment.id, other.lines[0].id)]), 400, 'INVALID_DATA');
    expect(err.fields?.[0].path).toBe('0.postId');
    expectFailure(await review([followUp(999_999_999, line.id)]), 404, 'NOT_FOUND');
    expect(await count('comment WHERE top_id = $1', [comment.id])).toBe(0);
  });

  it('earns no second reward', async () => {
    const { line, comment } = await reviewed();
    expectOk(await review([followUp(comment.id, line.id)]));
    expect(await count('reward_ledger WHERE source_id = $1', [line.id])).toBe(1);
  });
});

describe('rewards', () => {
  it('grants growth and points once per reviewed line, and the rewards call is idempotent', async () => {
    const order = await freshOrder();
    const [c] = expectOk(await review([first(order.lines[0].id)]));
    const rows = await t.db.query<{
      user_id: number;
      event_type: string;
      growth_value: number;
      points: number;
    }>('SELECT user_id, event_type, growth_value, points FROM reward_ledger WHERE source_id = $1', [
      order.lines[0].id,
    ]);
    expect(rows).toEqual([
      {
        user_id: buyerId,
        event_type: REVIEW_GROWTH_EVENT,
        growth_value: REVIEW_REWARD_GROWTH,
        points: REVIEW_REWARD_POINTS,
      },
    ]);
    const url = '/sapi/mall-customer/post-order-review/send-growth-and-points';
    const body = { commentId: c.id, growthEventType: 'POST_ORDER_REVIEW', site: 'DE' };
    const answers = await Promise.all([1, 2, 3].map(() => t.request('POST', url, { body, cookie: buyer })));
    for (const a of answers)
      expect(expectOk(a)).toEqual({
        growthValue: REVIEW_REWARD_GROWTH,
        points: REVIEW_REWARD_POINTS,
        granted: false,
      });
    expect(await count('reward_ledger WHERE source_id = $1', [order.lines[0].id])).toBe(1);
    expectFailure(await t.request('POST', url, { body, cookie: buyer2 }), 404, 'NOT_FOUND');
    expectFailure(await t.request('POST', url, { body }), 401, 'UNAUTHORIZED');
  });

  it('grants a missing reward once through the rewards call', async () => {
    const order = await freshOrder();
    const [c] = expectOk(await review([first(order.lines[0].id)]));
    await t.db.query('DELETE FROM reward_ledger WHERE source_id = $1', [order.lines[0].id]);
    const url = '/sapi/mall-customer/post-order-review/send-growth-and-points';
    const body = { commentId: c.id, growthEventType: 'POST_ORDER_REVIEW', site: 'DE' };
    const answers = await Promise.all([1, 2].map(() => t.request('POST', url, { body, cookie: buyer })));
    expect(answers.map((a) => expectOk(a).granted).sort()).toEqual([false, true]);
    expect(await count('reward_ledger WHERE source_id = $1', [order.lines[0].id])).toBe(1);
  });

  it('reports an order’s growth value including its reviews', async () => {
    const order = await freshOrder();
    const url = '/sapi/mall-customer/order-changes/query-order-growth-value';
    const before = expectOk(
      await t.request('POST', url, { body: { orderId: order.id, site: 'DE' }, cookie: buyer }),
    );
    expectOk(await review([first(order.lines[0].id)]));
    const after = expectOk(
      await t.request('POST', url, {
        body: { orderId: order.id, customerId: buyerId, site: 'DE' },
        cookie: buyer,
      }),
    );
    expect(after.growthValue - before.growthValue).toBe(REVIEW_REWARD_GROWTH);
    expectFailure(
      await t.request('POST', url, { body: { orderId: order.id }, cookie: buyer2 }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await t.request('POST', url, { body: { orderId: order.id, customerId: buyer2Id }, cookie: buyer }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('lists and lines', () => {
  it('lists COMPLETE orders with line review state; NOT_EVALUATED gives the to-review count', async () => {
    const all = expectOk(
      await t.call(
        'flow',
        ORDERS,
        { query: { page: { no: 1, size: 100 } }, tradeOrderStatus: { displayStatus: 'COMPLETE' } },
        { cookie: buyer },
      ),
    );
    const expected = await count(`trade_order WHERE buyer_id = $1 AND display_status = 'COMPLETE'`, [
      buyerId,
    ]);
    expect(all.total).toBe(expected);
    for (const o of all.data) {
      expect(o.displayStatus).toBe('COMPLETE');
      expect(['NOT_EVALUATED', 'PARTIAL', 'EVALUATED']).toContain(o.tradeOrderCommentStatus);
      for (const l of o.tradeOrderLineList) {
        expect(l.commentStatus === 'EVALUATED').toBe(l.commentId !== null);
        expect(l.sku).toMatchObject({ id: expect.any(Number), item: { id: expect.any(Number) } });
        expect(l.sku.salePrc).toMatchObject({ value: expect.any(String), currency: expect.any(String) });
      }
    }
    const badge = expectOk(
      await t.call(
        'flow',
        ORDERS,
        {
          query: { page: { no: 1, size: 1 } },
          tradeOrderStatus: { displayStatus: 'COMPLETE', commentStatus: 'NOT_EVALUATED' },
        },
        { cookie: buyer },
      ),
    );
    expect(badge.total).toBe(
      await count(
        `trade_order WHERE buyer_id = $1 AND display_status = 'COMPLETE' AND comment_status <> 'EVALUATED'`,
        [buyerId],
      ),
    );
    expect(badge.data).toHaveLength(1);
    expect(badge.data[0].tradeOrderCommentStatus).not.toBe('EVALUATED');
    // The page may also come inside query, and defaults to the spec's size 4.
    const inQuery = expectOk(
      await t.call(
        'flow',
        ORDERS,
        { query: { tradeOrderStatus: { displayStatus: 'COMPLETE' } } },
        { cookie: buyer },
      ),
    );
    expect(inQuery.data).toHaveLength(4);
    const other = expectOk(
      await t.call('flow', ORDERS, { query: { page: { no: 1, size: 100 } } }, { cookie: buyer2 }),
    );
    const mine = new Set(all.data.map((o: { id: number }) => o.id));
    expect(other.data.some((o: { id: number }) => mine.has(o.id))).toBe(false);
  });

  it('lists the buyer’s reviews newest first with replies, follow-ups and keyword search, in at most 3 statements', async () => {
    const before = t.db.statements;
    const page = expectOk(
      await t.call(
        'flow',
        MINE,
        { qCommentBO: { postTypeDict: 'ORDER_LINE', page: { no: 1, size: 4 } } },
        { cookie: buyer },
      ),
    );
    expect(t.db.statements - before).toBeLessThanOrEqual(3);
    expect(page.total).toBe(await count('comment WHERE commentator_id = $1 AND top_id = -1', [buyerId]));
    expect(page.data.length).toBeLessThanOrEqual(4);
    const created = page.data.map((d: any) => d.comment.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    for (const d of page.data) {
      expect(d.comment.topId).toBe(-1);
      expect(d.comment.commentator.id).toBe(buyerId);
      expect(d.orderLine).toMatchObject({ id: d.comment.postId, tradeOrderId: expect.any(Number) });
    }
    // Demo: some reviews carry a shop reply, one a follow-up with its own reply.
    const all = expectOk(
      await t.call('flow', MINE, { qCommentBO: { page: { no: 1, size: 100 } } }, { cookie: buyer }),
    );
    expect(all.data.some((d: any) => d.replyComment.data.length === 1)).toBe(true);
    const withFollowUp = all.data.find(
      (d: any) => d.reviewComments.length === 1 && d.reviewComments[0].replyComment.data.length === 1,
    );
    expect(withFollowUp).toBeDefined();
    const order = await freshOrder();
    const word = `zq${randomBytes(4).toString('hex')}`;
    expectOk(await review([first(order.lines[0].id, { content: `Lovely ${word} finish` })]));
    const found = expectOk(
      await t.call(
        'flow',
        MINE,
        { qCommentBO: { keyword: word, page: { no: 1, size: 4 } } },
        { cookie: buyer },
      ),
    );
    expect(found.total).toBe(1);
    const byName = await t.db.one<{ sku_name: string }>(
      'SELECT sku_name FROM trade_order_line WHERE id = $1',
      [order.lines[0].id],
    );
    const named = expectOk(
      await t.call(
        'flow',
        MINE,
        { qCommentBO: { keyword: byName!.sku_name, page: { no: 1, size: 100 } } },
        { cookie: buyer },
      ),
    );
    expect(named.data.some((d: any) => d.comment.postId === order.lines[0].id)).toBe(true);
    const none = expectOk(
      await t.call(
        'flow',
        MINE,
        { qCommentBO: { keyword: '100%_nothing', page: { no: 1, size: 4 } } },
        { cookie: buyer },
      ),
    );
    expect(none).toEqual({ data: [], total: 0 });
    const past = expectOk(
      await t.call('flow', MINE, { qCommentBO: { page: { no: 999, size: 4 } } }, { cookie: buyer }),
    );
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.total + 1);
  });

  it('answers 404 for one review of another buyer', async () => {
    const theirs = await t.db.one<{ id: number }>(
      'SELECT id FROM comment WHERE commentator_id = $1 AND top_id = -1 LIMIT 1',
      [buyer2Id],
    );
    expect(theirs).toBeDefined();
    expectFailure(
      await t.call('flow', MINE, { qCommentBO: { id: theirs!.id } }, { cookie: buyer }),
      404,
      'NOT_FOUND',
    );
  });

  it('gives order lines of the buyer only (404 if any is foreign)', async () => {
    const order = await freshOrder(buyerId, 2);
    const one = expectOk(
      await t.call(
        'func',
        'trade_QueryOneTradeBaseOrderLineBOBuiltInFunc',
        { id: order.lines[0].id },
        { cookie: buyer },
      ),
    );
    expect(one).toMatchObject({
      id: order.lines[0].id,
      tradeOrderId: order.id,
      commentStatus: 'NOT_EVALUATED',
      commentId: null,
    });
    expect(one.tradeOrderCode).toEqual(expect.any(String));
    const ids = order.lines.map((l) => l.id);
    const many = expectOk(
      await t.call('flow', 'bbc_trade_TradeOrderLineForIdFlow', { ids }, { cookie: buyer }),
    );
    expect(many.map((l: { id: number }) => l.id)).toEqual(ids);
    const single = expectOk(
      await t.call('flow', 'bbc_trade_TradeOrderLineForIdFlow', { id: ids[0] }, { cookie: buyer }),
    );
    expect(single).toHaveLength(1);
    expectOk(await t.call('flow', 'bbc_trade_TradeOrderLineForIdFlow', { id: ids }, { cookie: buyer }));
    expectFailure(
      await t.call('flow', 'bbc_trade_TradeOrderLineForIdFlow', { ids }, { cookie: buyer2 }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await t.call(
        'func',
        'trade_QueryOneTradeBaseOrderLineBOBuiltInFunc',
        { id: ids[0] },
        { cookie: buyer2 },
      ),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await t.call('flow', 'bbc_trade_TradeOrderLineForIdFlow', {}, { cookie: buyer }),
      400,
      'INVALID_DATA',
    );
  });
});

describe('seller replies', () => {
  /** A review of a Sitzgut chair (seller2's shop); seller3 runs another shop. */
  async function reviewedOfShop() {
    const order = await freshOrder();
    const [c] = expectOk(await review([first(order.lines[0].id, { rateDict: 2 })]));
    return {
      line: order.lines[0],
      comment: c,
      seller: await t.signIn(order.sellerEmail),
      other: await t.signIn('seller3@kontor.test'),
      shopId: order.shopId,
    };
  }

  it('lists the shop’s reviews with rating and replied filters, replies once per review and per follow-up', async () => {
    const { line, comment, seller } = await reviewedOfShop();
    const unreplied = expectOk(
      await t.call(
        'flow',
        'seller_PageCommentFlow',
        { page: { no: 1, size: 100 }, rateDict: 2, replied: false },
        { cookie: seller },
      ),
    );
    expect(unreplied.data.map((d: any) => d.comment.id)).toContain(comment.id);
    for (const d of unreplied.data) expect(d.comment.rateDict).toBe(2);

    const reply = expectOk(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: comment.id, content: 'Sorry to hear that' },
        { cookie: seller },
      ),
    );
    expect(reply).toMatchObject({ commentId: comment.id, content: 'Sorry to hear that' });
    const again = expectFailure(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: comment.id, content: 'Twice' },
        { cookie: seller },
      ),
      409,
      'CONFLICT',
    );
    expect(again.key).toBe('reviews.errors.replyExists');

    const replied = expectOk(
      await t.call(
        'flow',
        'seller_PageCommentFlow',
        { page: { no: 1, size: 100 }, replied: true },
        { cookie: seller },
      ),
    );
    expect(replied.data.map((d: any) => d.comment.id)).toContain(comment.id);

    // The buyer sees the reply; a follow-up makes the review unanswered again until it gets its own reply.
    const mine = expectOk(await t.call('flow', MINE, { qCommentBO: { id: comment.id } }, { cookie: buyer }));
    expect(mine.data[0].replyComment.data).toEqual([
      { id: reply.id, content: 'Sorry to hear that', createdAt: reply.createdAt },
    ]);
    const [f] = expectOk(await review([followUp(comment.id, line.id)]));
    const open = expectOk(
      await t.call(
        'flow',
        'seller_PageCommentFlow',
        { page: { no: 1, size: 100 }, replied: false },
        { cookie: seller },
      ),
    );
    expect(open.data.map((d: any) => d.comment.id)).toContain(comment.id);
    expectOk(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: f.id, content: 'Thanks for the update' },
        { cookie: seller },
      ),
    );
    const detail = expectOk(
      await t.call('flow', MINE, { qCommentBO: { id: comment.id } }, { cookie: buyer }),
    );
    expect(detail.data[0].reviewComments[0].replyComment.data[0].content).toBe('Thanks for the update');
  });

  it('keeps one reply when two arrive at once', async () => {
    const { comment, seller } = await reviewedOfShop();
    const results = await Promise.all(
      ['x', 'y'].map((content) =>
        t.call('flow', 'seller_ReplyCommentFlow', { commentId: comment.id, content }, { cookie: seller }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count('comment_reply WHERE comment_id = $1', [comment.id])).toBe(1);
  });

  it('answers 404 to the seller of another shop, 403 to a buyer, 400 to an empty reply', async () => {
    const { comment, other, seller } = await reviewedOfShop();
    expectFailure(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: comment.id, content: 'Hi' },
        { cookie: other },
      ),
      404,
      'NOT_FOUND',
    );
    const list = expectOk(
      await t.call('flow', 'seller_PageCommentFlow', { page: { no: 1, size: 100 } }, { cookie: other }),
    );
    expect(list.data.map((d: any) => d.comment.id)).not.toContain(comment.id);
    expectFailure(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: comment.id, content: 'Hi' },
        { cookie: buyer },
      ),
      403,
      'FORBIDDEN',
    );
    const err = expectFailure(
      await t.call(
        'flow',
        'seller_ReplyCommentFlow',
        { commentId: comment.id, content: ' ' },
        { cookie: inChinese(seller) },
      ),
      400,
      'INVALID_DATA',
    );
    expect(err.fields).toEqual([{ path: 'content', message: zh('reviews.errors.replyRequired') }]);
    expect(await count('comment_reply WHERE comment_id = $1', [comment.id])).toBe(0);
  });

  it('refuses replies from a frozen shop with 403', async () => {
    const { comment, seller, shopId } = await reviewedOfShop();
    await t.db.query(`UPDATE shop SET merchant_status = 'FROZEN' WHERE id = $1`, [shopId]);
    try {
      expectFailure(
        await t.call(
          'flow',
          'seller_ReplyCommentFlow',
          { commentId: comment.id, content: 'Hi' },
          { cookie: seller },
        ),
        403,
        'FORBIDDEN',
      );
    } finally {
      await t.db.query(`UPDATE shop SET merchant_status = 'SELLER' WHERE id = $1`, [shopId]);
    }
  });
});

describe('public product reviews', () => {
  it('shows an item’s reviews and rating to every visitor, and the rating on the product card', async () => {
    const order = await freshOrder();
    const item = await t.db.one<{ item_id: number }>('SELECT item_id FROM trade_order_line WHERE id = $1', [
      order.lines[0].id,
    ]);
    const itemId = item!.item_id;
    expectOk(await review([first(order.lines[0].id, { rateDict: 3 })]));
    const stats = await t.db.one<{ n: number; avg: number }>(
      'SELECT count(*)::int AS n, round(avg(rate_dict), 1)::float8 AS avg FROM comment WHERE item_id = $1 AND top_id = -1',
      [itemId],
    );
    const page = expectOk(
      await t.call('flow', 'bbc_content_PageItemCommentFlow', { itemId, page: { no: 1, size: 4 } }),
    );
    expect(page.total).toBe(stats!.n);
    expect(page.average).toBe(stats!.avg);
    expect(page.data[0].comment.commentator).toEqual({ nickname: 'Anna' });
    expect(page.data[0]).not.toHaveProperty('orderLine');
    const past = expectOk(
      await t.call('flow', 'bbc_content_PageItemCommentFlow', { itemId, page: { no: 99, size: 4 } }),
    );
    expect(past).toEqual({ data: [], total: stats!.n, average: stats!.avg });
    const none = expectOk(await t.call('flow', 'bbc_content_PageItemCommentFlow', { itemId: 999_999_999 }));
    expect(none).toEqual({ data: [], total: 0, average: null });

    const site = await t.db.one<{ site: string }>('SELECT site FROM trade_order WHERE id = $1', [order.id]);
    let card: any;
    for (let no = 1; !card && no < 20; no++) {
      const cards = expectOk(
        await t.call(
          'flow',
          'kontor_item_PageItemCardFlow',
          { page: { no, size: 50 } },
          { site: site!.site },
        ),
      );
      card = cards.data.find((c: any) => c.itemId === itemId);
      for (const c of cards.data) {
        expect(Object.keys(c.rating).sort()).toEqual(['average', 'count']);
        expect(c.rating.count === 0 ? c.rating.average === null : c.rating.average >= 1).toBe(true);
      }
      if (cards.data.length < 50) break;
    }
    if (card) expect(card.rating).toEqual({ average: stats!.avg, count: stats!.n });
  });
});
