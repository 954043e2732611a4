import { describe, expect, it } from 'vitest';
import {
  batchPayload,
  checkBatch,
  emptyDraft,
  errorsByCard,
  firstError,
  followUpPayload,
  type ReviewDraft,
} from './review-payload.ts';

const filled = (lineId: number, patch: Partial<ReviewDraft> = {}): ReviewDraft => ({
  lineId,
  rateDict: 5,
  content: 'Solid oak, well packed.',
  images: [],
  ...patch,
});

describe('review batch payload', () => {
  it('makes one first review per card, in card order, with images as files', () => {
    expect(batchPayload([filled(11, { images: ['/files/a.png'] }), filled(12, { rateDict: 3 })])).toEqual([
      {
        topId: -1,
        postId: 11,
        postTypeDict: 'ORDER_LINE',
        rateDict: 5,
        content: 'Solid oak, well packed.',
        images: { files: [{ url: '/files/a.png' }] },
      },
      {
        topId: -1,
        postId: 12,
        postTypeDict: 'ORDER_LINE',
        rateDict: 3,
        content: 'Solid oak, well packed.',
        images: { files: [] },
      },
    ]);
  });

  it('trims the text and sends a missing rating as null (the server names it)', () => {
    const [review] = batchPayload([{ ...emptyDraft(7), content: '  fine  ' }]);
    expect(review).toMatchObject({ postId: 7, rateDict: null, content: 'fine' });
  });

  it('makes a follow-up of a review: its id as topId, parentId -1, no rating', () => {
    expect(
      followUpPayload({ id: 40, postId: 11 }, { content: ' still good ', images: ['/files/b.png'] }),
    ).toEqual([
      {
        topId: 40,
        parentId: -1,
        postId: 11,
        postTypeDict: 'ORDER_LINE',
        content: 'still good',
        images: { files: [{ url: '/files/b.png' }] },
      },
    ]);
  });
});

describe('checking a batch with the shared schema', () => {
  it('passes complete cards', () => {
    expect(checkBatch(batchPayload([filled(1), filled(2)]))).toEqual([]);
  });

  it('names the missing rating and the missing text on the right card', () => {
    const issues = checkBatch(batchPayload([filled(1, { content: '' }), filled(2, { rateDict: null })]));
    const { cards, unplaced } = errorsByCard(issues, 2);
    expect(cards).toEqual({
      0: { content: 'reviews.errors.contentRequired' },
      1: { rateDict: 'reviews.errors.ratingRequired' },
    });
    expect(unplaced).toEqual([]);
  });

  it('refuses text over 300 characters and more than 6 images', () => {
    const images = Array.from({ length: 7 }, (_, i) => `/files/${i}.png`);
    const issues = checkBatch(batchPayload([filled(1, { content: 'x'.repeat(301), images })]));
    expect(errorsByCard(issues, 1).cards[0]).toEqual({
      content: 'reviews.errors.contentTooLong',
      images: 'reviews.errors.tooManyImages',
    });
  });

  it('refuses an empty follow-up', () => {
    const issues = checkBatch(followUpPayload({ id: 40, postId: 11 }, { content: '   ', images: [] }));
    expect(errorsByCard(issues, 1).cards[0]).toEqual({ content: 'reviews.errors.contentRequired' });
  });
});

describe('server field errors mapped back to the cards', () => {
  it('reads dotted paths, keeps the first message of a field, and nests image paths under images', () => {
    const { cards, unplaced } = errorsByCard(
      [
        { path: '1.rateDict', message: '请选个评分哦' },
        { path: '1.rateDict', message: 'second' },
        { path: '0.content', message: '还有商品未评价哦' },
        { path: '0.images.files.6.url', message: 'too many' },
      ],
      2,
    );
    expect(cards).toEqual({
      0: { content: '还有商品未评价哦', images: 'too many' },
      1: { rateDict: '请选个评分哦' },
    });
    expect(unplaced).toEqual([]);
  });

  it('keeps errors it cannot place (no card, unknown field, card out of range) for above the cards', () => {
    const { cards, unplaced } = errorsByCard(
      [
        { path: '', message: 'whole batch' },
        { path: '0.postId', message: 'bad line' },
        { path: '5.content', message: 'no such card' },
      ],
      2,
    );
    expect(cards).toEqual({});
    expect(unplaced).toEqual(['whole batch', 'bad line', 'no such card']);
  });

  it('focuses the first card in error, rating before text', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ 2: { content: 'x' }, 1: { images: 'y', rateDict: 'z' } })).toEqual({
      index: 1,
      field: 'rateDict',
    });
    expect(firstError({ 0: {}, 3: { content: 'x' } })).toEqual({ index: 3, field: 'content' });
  });
});
