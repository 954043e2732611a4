import { LANGUAGES } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  userId,
} from '../../../test/harness.ts';

const BUYER = 'buyer@kontor.test';
const BUYER2 = 'buyer2@kontor.test';
const LOOK_UP = 'bbc_content_CreateArticleLookUPFlow';
const INFO = 'QueryUPArticleInfoFunc';

let t: TestContext;
let anna: string;
let ben: string;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn(BUYER);
  ben = await t.signIn(BUYER2);
});
afterAll(() => t?.close());

const articleId = async (code: string) =>
  (await t.db.one<{ id: number }>('SELECT id::int AS id FROM cms_article WHERE code = $1', [code]))!.id;

describe('help centre', () => {
  it('lists the categories and the five articles in every language, each translated', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const headers = { 'accept-language': language };
      const categories = expectOk(
        await t.call('flow', 'cms_ListFirstLevelCmsMiscArticleCategoryFlow', {}, { headers }),
      );
      expect(categories.map((c: { code: string }) => c.code)).toEqual([
        'orders-returns',
        'payment',
        'delivery',
        'membership',
      ]);
      const page = expectOk(
        await t.call('func', 'PageArticleWithUPV3Func', { page: { no: 1, size: 20 } }, { headers }),
      );
      expect(page.total).toBe(5);
      const rules = page.data.find((a: { code: string }) => a.code === 'member-rules');
      titles.add(rules.title);
    }
    // Nine languages, nine different titles: no English copies.
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it('filters by category and by a word, and pages', async () => {
    const categories = expectOk(
      await t.call('flow', 'cms_ListFirstLevelCmsMiscArticleCategoryFlow', { site: 'DE' }),
    );
    const orders = categories.find((c: { code: string }) => c.code === 'orders-returns');
    const inCategory = expectOk(
      await t.call('func', 'PageArticleWithUPV3Func', { categoryId: orders.id, page: { no: 1, size: 1 } }),
    );
    expect(inCategory).toMatchObject({ total: 2 });
    expect(inCategory.data).toHaveLength(1);
    const found = expectOk(await t.call('func', 'PageArticleWithUPV3Func', { keyword: 'Klarna' }));
    expect(found.data.map((a: { code: string }) => a.code)).toEqual(['payment-methods']);
    const wildcard = expectOk(await t.call('func', 'PageArticleWithUPV3Func', { keyword: '%' }));
    expect(wildcard.total).toBe(0);
  });

  it('reads an article by id or by code, the member rules too (cms_QueryCmsMiscArticleDetailFlow)', async () => {
    const id = await articleId('member-rules');
    const byId = expectOk(await t.call('flow', 'cms_QueryCmsMiscArticleDetailFlow', { id }, { site: 'DE' }));
    const byCode = expectOk(
      await t.call('flow', 'cms_QueryCmsMiscArticleDetailFlow', { code: 'member-rules' }),
    );
    expect(byCode).toEqual(byId);
    expect(byId.content).toContain('20');
    expectFailure(
      await t.call('flow', 'cms_QueryCmsMiscArticleDetailFlow', { id: 9_999_999 }),
      404,
      'NOT_FOUND',
    );
  });

  it('recommends other articles, the same category first', async () => {
    const id = await articleId('returns');
    const next = expectOk(
      await t.call('flow', 'kontor_QueryArticleRecommendFlow', { articleId: id, size: 3 }),
    );
    expect(next).toHaveLength(3);
    expect(next[0].code).toBe('withdrawal');
    expect(next.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('answers bad input with 400 and its fields', async () => {
    const cases: [string, string, unknown, string][] = [
      ['func', INFO, {}, 'id'],
      ['func', INFO, { code: 'Not A Code' }, 'code'],
      ['flow', LOOK_UP, { articleId: 1, lookUpType: 'LOVE' }, 'lookUpType'],
      ['flow', LOOK_UP, { articleId: -1, lookUpType: 'LIKE' }, 'articleId'],
      ['func', 'PageArticleWithUPV3Func', { page: { no: 0, size: 5 } }, 'page.no'],
      ['flow', 'kontor_QueryArticleRecommendFlow', { size: 11 }, 'size'],
    ];
    for (const [kind, name, payload, field] of cases) {
      const error = expectFailure(
        await t.call(kind as 'flow', name, payload, { cookie: anna }),
        400,
        'INVALID_DATA',
      );
      expect(error.fields?.map((f) => f.path)).toContain(field);
    }
  });
});

describe('likes and views', () => {
  it('needs an account to like; a visitor reads with nothing of their own marked', async () => {
    const id = await articleId('shipping');
    expectFailure(await t.call('flow', LOOK_UP, { articleId: id, lookUpType: 'LIKE' }), 401, 'UNAUTHORIZED');
    const info = expectOk(await t.call('func', INFO, { id }));
    expect(info.up).toMatchObject({ liked: false, viewed: false });
    expectFailure(
      await t.call('flow', LOOK_UP, { articleId: 9_999_999, lookUpType: 'LIKE' }, { cookie: anna }),
      404,
      'NOT_FOUND',
    );
  });

  it('counts a like once per user under 20 parallel requests, and each user’s own', async () => {
    const id = await articleId('withdrawal');
    const before = expectOk(await t.call('func', INFO, { id }, { cookie: anna })).up;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('flow', LOOK_UP, { articleId: id, lookUpType: 'LIKE' }, { cookie: anna }),
      ),
    );
    for (const a of answers) expect(expectOk(a).liked).toBe(true);
    const after = expectOk(await t.call('func', INFO, { id }, { cookie: anna })).up;
    expect(after.likeCount).toBe(before.likeCount + 1);
    expect(after.viewCount).toBe(before.viewCount);
    const rows = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM cms_article_look_up WHERE article_id = $1 AND user_id = $2 AND look_up_type = 'LIKE'",
      [id, await userId(t.db, BUYER)],
    );
    expect(rows!.n).toBe(1);
    // Ben has not liked it: his own flag is his, the count is everyone's.
    const bens = expectOk(await t.call('func', INFO, { id }, { cookie: ben })).up;
    expect(bens).toMatchObject({ liked: false, likeCount: after.likeCount });
    const benLikes = expectOk(
      await t.call('flow', LOOK_UP, { articleId: id, lookUpType: 'LIKE' }, { cookie: ben }),
    );
    expect(benLikes.likeCount).toBe(after.likeCount + 1);
  });

  it('counts a view once per user', async () => {
    const id = await articleId('payment-methods');
    const first = expectOk(
      await t.call('flow', LOOK_UP, { articleId: id, lookUpType: 'VIEW' }, { cookie: anna }),
    );
    const again = expectOk(
      await t.call('flow', LOOK_UP, { articleId: id, lookUpType: 'VIEW' }, { cookie: anna }),
    );
    expect(first.viewed).toBe(true);
    expect(again.viewCount).toBe(first.viewCount);
    expect(again.liked).toBe(false);
  });
});
