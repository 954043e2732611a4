import { type FieldError, orderReviewStatus, REVIEW_ERRORS, type ReviewInput } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { ownedUploads } from '../files/files-service.ts';
import { appendOrderEvent, setOrderCommentStatus } from '../orders/orders-service.ts';
import { grantReviewReward } from '../rewards/rewards-service.ts';
import { type CommentRow, type ReviewLineRow, reviewsRepository as repo } from './reviews-repository.ts';

// The rules of reviews (DESIGN §3: handlers parse, authorise, call this, shape the answer) and the
// review lifecycle's one writer (REVIEW_TRANSITIONS in packages/domain).

/**
 * The review lifecycle's one writer: the lines become EVALUATED (only from NOT_EVALUATED) and their
 * orders' review status follows from their lines (orderReviewStatus), written through orders-service.
 * The caller holds the orders' row locks.
 */
export async function markLinesReviewed(q: Queryable, lines: readonly { id: number; order_id: number }[]) {
  const orderIds = [...new Set(lines.map((l) => l.order_id))];
  const statuses = await repo.markReviewed(
    q,
    lines.map((l) => l.id),
    orderIds,
  );
  for (const orderId of orderIds) {
    const own = statuses.filter((s) => s.order_id === orderId);
    if (own.length > 0) await setOrderCommentStatus(q, orderId, orderReviewStatus(own));
  }
}

/** Field errors for what a single element cannot show: duplicates in the batch and foreign images. */
async function batchFieldErrors(q: Queryable, userId: number, items: ReviewInput[]): Promise<FieldError[]> {
  const fields: FieldError[] = [];
  const seenLines = new Set<number>();
  const seenTops = new Set<number>();
  items.forEach((item, i) => {
    const seen = item.kind === 'first' ? seenLines : seenTops;
    const key = item.kind === 'first' ? item.postId : item.topId;
    if (seen.has(key))
      fields.push({
        path: `${i}.${item.kind === 'first' ? 'postId' : 'topId'}`,
        message: REVIEW_ERRORS.duplicateInBatch,
      });
    seen.add(key);
  });
  const urls = items.flatMap((item) => item.images.files.map((f) => f.url));
  if (urls.length > 0) {
    const owned = await ownedUploads(q, userId, 'review', urls);
    items.forEach((item, i) => {
      item.images.files.forEach((f, j) => {
        if (!owned.has(f.url))
          fields.push({ path: `${i}.images.files.${j}.url`, message: REVIEW_ERRORS.imageInvalid });
      });
    });
  }
  return fields;
}

/**
 * First reviews and follow-ups, all or none, in the caller's transaction: the orders of the lines are
 * locked, the unique indexes refuse a second first review of a line and a second follow-up (409), the
 * lines and orders get their review status, each review is logged on its order, and each first review
 * earns its reward once per line. Answers the created reviews in the order asked.
 */
export async function createReviews(
  q: Queryable,
  who: { userId: number; site: string },
  items: ReviewInput[],
): Promise<CommentRow[]> {
  const { userId } = who;
  const fields = await batchFieldErrors(q, userId, items);
  if (fields.length > 0) throw invalid(fields);

  const topIds = items.flatMap((i) => (i.kind === 'followUp' ? [i.topId] : []));
  const tops = new Map(
    (topIds.length ? await repo.firstReviewsOf(q, userId, topIds) : []).map((t) => [t.id, t]),
  );
  const lineIds = [...new Set(items.map((i) => i.postId))];
  const lines = new Map((await repo.lockLinesOfBuyer(q, userId, lineIds)).map((l) => [l.id, l]));

  const created: number[] = [];
  const reviewedLines: ReviewLineRow[] = [];
  for (const [i, item] of items.entries()) {
    const line = lines.get(item.postId);
    if (!line) throw notFound();
    if (item.kind === 'first') {
      if (line.display_status !== 'COMPLETE') throw conflict(REVIEW_ERRORS.orderNotComplete);
      const id = await repo.insertFirstReview(q, {
        line,
        commentatorId: userId,
        rate: item.rateDict,
        content: item.content,
        images: item.images.files.map((f) => f.url),
      });
      if (!id) throw conflict(REVIEW_ERRORS.alreadyReviewed);
      created.push(id);
      reviewedLines.push(line);
      await appendOrderEvent(q, line.order_id, 'BUYER', {
        kind: 'REVIEWED',
        payload: { lines: 1, orderLineId: line.id, commentId: id },
      });
    } else {
      const top = tops.get(item.topId);
      if (!top) throw notFound();
      if (top.order_line_id !== line.id)
        throw invalid([{ path: `${i}.postId`, message: 'errors.invalidData' }]);
      const id = await repo.insertFollowUp(q, {
        topId: top.id,
        line,
        commentatorId: userId,
        content: item.content,
        images: item.images.files.map((f) => f.url),
      });
      if (!id) throw conflict(REVIEW_ERRORS.followUpExists);
      created.push(id);
      await appendOrderEvent(q, line.order_id, 'BUYER', {
        kind: 'REVIEWED',
        payload: { lines: 1, orderLineId: line.id, commentId: id, followUp: true },
      });
    }
  }
  if (reviewedLines.length > 0) {
    await markLinesReviewed(q, reviewedLines);
    for (const line of reviewedLines) {
      await grantReviewReward(q, {
        userId,
        orderLineId: line.id,
        orderId: line.order_id,
        site: who.site,
      });
    }
  }
  const rows = await repo.commentsByIds(q, created);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return created.map((id) => byId.get(id)!);
}
