import { describe, expect, it } from 'vitest';
import {
  batchCreateReviewsSchema,
  firstReviewSchema,
  followUpReviewSchema,
  orderCommentStatus,
  orderLinesByIdsSchema,
  pageReviewOrdersSchema,
  REVIEW_IMAGES_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_TEXT_MAX,
} from './reviews-schemas.ts';

const first = { topId: -1, postId: 7, rateDict: 5, content: 'Good', images: { files: [] } };
const followUp = { topId: 3, parentId: -1, postId: 7, content: 'Still good' };
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('review schemas', () => {
  it('accepts a first review and a follow-up, defaulting images and the post type', () => {
    expect(firstReviewSchema.parse({ ...first, images: undefined })).toMatchObject({
      postTypeDict: 'ORDER_LINE',
      images: { files: [] },
    });
    expect(followUpReviewSchema.parse(followUp)).toMatchObject({ topId: 3, parentId: -1 });
  });

  it('requires a rating 1 to 5 and text 1 to 300 characters on a first review', () => {
    expect(paths(firstReviewSchema.safeParse({ ...first, rateDict: undefined }))).toEqual([
      ['rateDict', 'reviews.errors.ratingRequired'],
    ]);
    expect(paths(firstReviewSchema.safeParse({ ...first, rateDict: 6 }))).toEqual([
      ['rateDict', 'reviews.errors.ratingRange'],
    ]);
    expect(firstReviewSchema.parse({ ...first, rateDict: '4' }).rateDict).toBe(4);
    expect(paths(firstReviewSchema.safeParse({ ...first, content: ' ' }))).toEqual([
      ['content', 'reviews.errors.contentRequired'],
    ]);
    expect(firstReviewSchema.safeParse({ ...first, content: 'x'.repeat(REVIEW_TEXT_MAX) }).success).toBe(
      true,
    );
    expect(firstReviewSchema.safeParse({ ...first, content: 'x'.repeat(REVIEW_TEXT_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('allows at most 6 images', () => {
    const files = (n: number) => ({
      files: Array.from({ length: n }, (_, i) => ({ url: `/files/${i}.png` })),
    });
    expect(firstReviewSchema.safeParse({ ...first, images: files(REVIEW_IMAGES_MAX) }).success).toBe(true);
    expect(paths(firstReviewSchema.safeParse({ ...first, images: files(REVIEW_IMAGES_MAX + 1) }))).toEqual([
      ['images.files', 'reviews.errors.tooManyImages'],
    ]);
  });

  it('refuses a rating on a follow-up', () => {
    expect(paths(followUpReviewSchema.safeParse({ ...followUp, rateDict: 3 }))).toEqual([
      ['rateDict', 'reviews.errors.ratingNotAllowed'],
    ]);
  });

  it('checks each batch element by its topId, with indexed paths', () => {
    const ok = batchCreateReviewsSchema.parse([first, followUp]);
    expect(ok.map((r) => r.kind)).toEqual(['first', 'followUp']);
    expect(
      paths(batchCreateReviewsSchema.safeParse([first, { ...first, rateDict: null, content: '' }])),
    ).toEqual([
      ['1.rateDict', 'reviews.errors.ratingRequired'],
      ['1.content', 'reviews.errors.contentRequired'],
    ]);
    expect(batchCreateReviewsSchema.safeParse([]).success).toBe(false);
  });

  it('reads the page and status of the to-review list from query or top level', () => {
    expect(pageReviewOrdersSchema.parse({})).toEqual({
      page: { no: 1, size: REVIEW_PAGE_SIZE },
      tradeOrderStatus: { displayStatus: 'COMPLETE' },
    });
    expect(
      pageReviewOrdersSchema.parse({
        query: { page: { no: 2, size: 1 }, tradeOrderStatus: { commentStatus: 'NOT_EVALUATED' } },
      }),
    ).toEqual({
      page: { no: 2, size: 1 },
      tradeOrderStatus: { displayStatus: 'COMPLETE', commentStatus: 'NOT_EVALUATED' },
    });
  });

  it('takes order line ids as ids, id or a list under id', () => {
    expect(orderLinesByIdsSchema.parse({ ids: [3, 4, 3] })).toEqual([3, 4]);
    expect(orderLinesByIdsSchema.parse({ id: 5 })).toEqual([5]);
    expect(orderLinesByIdsSchema.parse({ id: [5, 6] })).toEqual([5, 6]);
    expect(orderLinesByIdsSchema.safeParse({}).success).toBe(false);
  });

  it('derives the order review status from its reviewed lines', () => {
    expect(orderCommentStatus(0, 2)).toBe('NOT_EVALUATED');
    expect(orderCommentStatus(1, 2)).toBe('PARTIAL');
    expect(orderCommentStatus(2, 2)).toBe('EVALUATED');
  });
});
