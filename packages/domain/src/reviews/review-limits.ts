/** Spec §5 and §9: review limits. */
export const REVIEW_TEXT_MAX = 300;
export const REVIEW_IMAGES_MAX = 6;
export const RATING_MAX = 5;
export const RATING_MIN = 1;
/** Spec §9: review list page size. */
export const REVIEW_PAGE_SIZE = 4;
/** A shop reply has the same length limit as a review. */
export const REVIEW_REPLY_MAX = 300;
/** Reviews sent in one batch (one per order line, plus follow-ups); an order never has more lines. */
export const REVIEW_BATCH_MAX = 50;
