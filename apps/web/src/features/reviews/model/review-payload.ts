import { issueMessageKey } from '@kontor/domain/errors';
import {
  batchCreateReviewsSchema,
  FIRST_REVIEW_TOP_ID,
  type FirstReviewInput,
  type FollowUpReviewInput,
  REVIEW_POST_TYPE,
} from '@kontor/domain/reviews/reviews-schemas';

/** One card of the review page as the buyer fills it in. */
export interface ReviewDraft {
  /** The order line reviewed (`postId`). */
  lineId: number;
  rateDict: number | null;
  content: string;
  images: string[];
}

export const emptyDraft = (lineId: number): ReviewDraft => ({
  lineId,
  rateDict: null,
  content: '',
  images: [],
});

/**
 * A first review as the page sends it (checked by the shared `batchCreateReviewsSchema`); a missing
 * rating travels as null for the server to name.
 */
export type FirstReviewPayload = Omit<FirstReviewInput, 'parentId' | 'rateDict'> & {
  rateDict: number | null;
};

/** A follow-up review of a first review (no rating). */
export type FollowUpPayload = Omit<FollowUpReviewInput, 'rateDict'>;

const files = (urls: readonly string[]) => ({ files: urls.map((url) => ({ url })) });

/**
 * The payload of one publish: every card, in card order, so the server's field paths (`0.rateDict`)
 * point back at the cards. A missing rating travels as null and the server names it.
 */
export function batchPayload(drafts: readonly ReviewDraft[]): FirstReviewPayload[] {
  return drafts.map((d) => ({
    topId: FIRST_REVIEW_TOP_ID,
    postId: d.lineId,
    postTypeDict: REVIEW_POST_TYPE,
    rateDict: d.rateDict,
    content: d.content.trim(),
    images: files(d.images),
  }));
}

/** The one follow-up of a review (no rating, spec §2). */
export function followUpPayload(
  review: { id: number; postId: number },
  draft: { content: string; images: readonly string[] },
): FollowUpPayload[] {
  return [
    {
      topId: review.id,
      parentId: FIRST_REVIEW_TOP_ID,
      postId: review.postId,
      postTypeDict: REVIEW_POST_TYPE,
      content: draft.content.trim(),
      images: files(draft.images),
    },
  ];
}

export type DraftField = 'rateDict' | 'content' | 'images';
/** Messages (i18n keys or texts) per card, per field. */
export type CardErrors = Record<number, Partial<Record<DraftField, string>>>;

const FIELDS: readonly DraftField[] = ['rateDict', 'content', 'images'];

/**
 * Field errors of the batch (`0.rateDict`, `1.images.files.6.url`, or a zod issue path
 * `[0, 'rateDict']`) put on their card and field; the first message of a field wins. Errors that
 * name no card field are returned as `unplaced`, to be shown above the cards.
 */
export function errorsByCard(
  fields: readonly { path: string | readonly PropertyKey[]; message: string }[],
  cardCount: number,
): { cards: CardErrors; unplaced: string[] } {
  const cards: CardErrors = {};
  const unplaced: string[] = [];
  for (const { path, message } of fields) {
    const parts = typeof path === 'string' ? path.split('.') : path.map(String);
    const index = /^\d+$/.test(parts[0] ?? '') ? Number(parts[0]) : -1;
    const field = FIELDS.find((f) => f === parts[1]);
    if (index < 0 || index >= cardCount || !field) {
      unplaced.push(message);
      continue;
    }
    const card = cards[index] ?? {};
    cards[index] = card;
    card[field] ??= message;
  }
  return { cards, unplaced };
}

/** The card and field to focus first: the first card with an error, rating before text before images. */
export function firstError(cards: CardErrors): { index: number; field: DraftField } | null {
  const indexes = Object.keys(cards)
    .map(Number)
    .sort((a, b) => a - b);
  for (const index of indexes) {
    const field = FIELDS.find((f) => cards[index]?.[f]);
    if (field) return { index, field };
  }
  return null;
}

/**
 * The browser's check of a publish: the server's own schema, so the page shows exactly the
 * messages the server would answer with (keys such as `reviews.errors.ratingRequired`).
 */
export function checkBatch(
  payload: readonly (FirstReviewPayload | FollowUpPayload)[],
): { path: PropertyKey[]; message: string }[] {
  const result = batchCreateReviewsSchema.safeParse(payload, { reportInput: true });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path, message: issueMessageKey(i) }));
}
