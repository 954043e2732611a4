import {
  type customerBenefitByLevelResponseSchema,
  enabledLevels,
  extraPointsPercent,
  LEVEL_TEMPLATE,
  levelOf,
  levelUpDifference,
  MEMBER_ERRORS,
  MEMBER_TASKS,
  type MemberLevel,
  nextStreak,
  type PointsReason,
  pointsExpireAt,
  SIGN_IN_GROWTH,
  type SignInResult,
  type SiteCode,
  signInPoints,
  storefrontDay,
  type TaskCode,
  type TaskCompletion,
  taskState,
} from '@kontor/domain';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict } from '../../platform/errors.ts';
import { membersRepository as repo } from './members-repository.ts';

// Members: the points and growth ledgers, levels, the sign-in calendar and reward tasks.
// What other features may use: grantReward (reviews, tasks), redeemPoints and returnPoints
// (checkout and refunds), memberLevelOf (checkout benefits).

export interface RewardGrant {
  userId: number;
  reason: Exclude<PointsReason, 'REDEEMED' | 'EXPIRED' | 'REFUND_RETURNED' | 'UNPAID_RETURNED'>;
  /** What the reward is for; with reason, the idempotency key ('line:7', 'task:COMPLETE_PROFILE'). */
  sourceKey: string;
  eventType?: string | null;
  points: number;
  growthValue: number;
  orderId?: number | null;
  site: SiteCode;
  at?: Date;
}

/** Grants points and growth value once per (member, reason, source); true when this call wrote them. */
export async function grantReward(q: Queryable, g: RewardGrant): Promise<boolean> {
  let granted = false;
  if (g.points > 0)
    granted = await repo.credit(q, {
      userId: g.userId,
      reason: g.reason,
      sourceKey: g.sourceKey,
      eventType: g.eventType,
      points: g.points,
      expiresAt: pointsExpireAt(g.at ?? new Date(), g.site),
      orderId: g.orderId,
      site: g.site,
    });
  // A prize gives points only: growth value comes from what a member does.
  if (g.growthValue > 0 && g.reason !== 'PRIZE') {
    const grew = await repo.growth(q, {
      userId: g.userId,
      reason: g.reason,
      sourceKey: g.sourceKey,
      eventType: g.eventType,
      growthValue: g.growthValue,
      orderId: g.orderId,
      site: g.site,
    });
    granted ||= grew;
  }
  return granted;
}

/** A task's reward (spec §7 growth event types): once for once-only tasks, once per source otherwise. */
export function grantTaskReward(
  q: Queryable,
  t: { userId: number; taskCode: TaskCode; source?: string; site: SiteCode; orderId?: number; at?: Date },
): Promise<boolean> {
  const task = MEMBER_TASKS.find((x) => x.taskCode === t.taskCode)!;
  return grantReward(q, {
    userId: t.userId,
    reason: t.taskCode === 'POST_ORDER_REVIEW' ? 'REVIEW' : 'TASK',
    sourceKey: t.source ?? `task:${t.taskCode}`,
    eventType: t.taskCode,
    points: task.points,
    growthValue: task.growthValue,
    orderId: t.orderId,
    site: t.site,
    at: t.at,
  });
}

/**
 * Takes points at checkout, once per source (a contract): the balance row is decremented under its
 * lock only when it holds enough, so parallel redemptions of one balance leave exactly one standing;
 * the others get 409. The credits that expire first are used first.
 */
export async function redeemPoints(
  q: Queryable,
  r: { userId: number; points: number; sourceKey: string; orderId?: number | null; site: SiteCode },
): Promise<{ granted: boolean }> {
  if (!Number.isInteger(r.points) || r.points <= 0) throw conflict(MEMBER_ERRORS.notEnoughPoints);
  const written = await repo.debitRow(q, { ...r, reason: 'REDEEMED' });
  if (!written) return { granted: false };
  if (!(await repo.takeBalance(q, r.userId, r.points))) throw conflict(MEMBER_ERRORS.notEnoughPoints);
  await consume(q, r.userId, r.points);
  return { granted: true };
}

async function consume(q: Queryable, userId: number, points: number): Promise<void> {
  const credits = await repo.openCredits(q, userId);
  const ids: number[] = [];
  const left: number[] = [];
  let need = points;
  for (const c of credits) {
    if (need === 0) break;
    const take = Math.min(need, c.remaining);
    need -= take;
    ids.push(c.id);
    left.push(c.remaining - take);
  }
  // The balance row and the credits move together; a gap means the ledger was written around us.
  if (need > 0)
    throw new Error(`points ledger of user ${userId} holds ${need} fewer points than its balance`);
  await repo.setRemaining(q, ids, left);
}

/** Gives points back (a refund of an order paid partly with points), once per source. */
export async function returnPoints(
  q: Queryable,
  r: {
    userId: number;
    points: number;
    sourceKey: string;
    orderId?: number | null;
    site: SiteCode;
    at?: Date;
  },
): Promise<boolean> {
  if (r.points <= 0) return false;
  return repo.credit(q, {
    userId: r.userId,
    reason: 'REFUND_RETURNED',
    sourceKey: r.sourceKey,
    points: r.points,
    expiresAt: pointsExpireAt(r.at ?? new Date(), r.site),
    orderId: r.orderId,
    site: r.site,
  });
}

/** The expiry sweep (decision 048): ends what is left of credits past their expiry; returns members done. */
export async function expireDuePoints(q: Queryable, now = new Date(), limit = 50): Promise<number> {
  let done = 0;
  for (const userId of await repo.membersWithExpired(q, now, limit)) {
    // Balance row first, as redemptions do; one another transaction holds is left for the next pass.
    if (!(await repo.lockAccountSkipLocked(q, userId))) continue;
    const credits = await repo.expiredCredits(q, userId, now);
    const total = credits.reduce((a, c) => a + c.remaining, 0);
    if (total === 0) continue;
    for (const c of credits)
      await repo.debitRow(q, {
        userId,
        reason: 'EXPIRED',
        sourceKey: `credit:${c.id}`,
        points: c.remaining,
        site: c.site,
      });
    await repo.setRemaining(
      q,
      credits.map((c) => c.id),
      credits.map(() => 0),
    );
    if (!(await repo.takeBalance(q, userId, total)))
      throw new Error(`points balance of user ${userId} is below its open credits`);
    done++;
  }
  return done;
}

/** Minutes the order-credit sweep looks back behind its watermark (decision 051). */
export const CREDIT_SWEEP_OVERLAP_MINUTES = 10;
const CREDIT_CURSOR = 'order-credit';

/**
 * Credits completed orders' points and growth value (spec §3 earnPoints); returns orders done.
 * Incremental (decision 051): only orders completed since the watermark (less an overlap) are read;
 * the grants are idempotent per order, so the overlap never credits twice.
 */
export async function creditCompletedOrders(q: Queryable, limit = 100): Promise<number> {
  const since = await repo.lockSweepCursor(q, CREDIT_CURSOR);
  const orders = await repo.uncreditedCompleteOrders(q, since, CREDIT_SWEEP_OVERLAP_MINUTES, limit);
  for (const o of orders)
    await grantReward(q, {
      userId: o.buyer_id,
      reason: 'ORDER_EARNED',
      sourceKey: `order:${o.id}`,
      points: o.earn_points,
      growthValue: o.earn_growth_value,
      orderId: o.id,
      site: o.site as SiteCode,
      at: o.completed_at ?? undefined,
    });
  // A full batch moves the watermark to its last completion (more may follow at that time); a short
  // one to now: everything completed before is done, a late commit falls inside the overlap.
  await repo.advanceSweepCursor(
    q,
    CREDIT_CURSOR,
    orders.length === limit ? orders.at(-1)!.completed_at : null,
  );
  return orders.length;
}

/**
 * An order that closed unpaid gives back its share of the points its contract redeemed at the
 * first payment start (decision 050), once per order. The orders writer calls it on the move.
 */
export async function returnUnpaidOrderPoints(
  q: Queryable,
  orderId: number,
  at = new Date(),
): Promise<boolean> {
  const o = await repo.unpaidOrderPoints(q, orderId);
  if (!o?.redeemed || o.points <= 0) return false;
  return repo.credit(q, {
    userId: o.buyer_id,
    reason: 'UNPAID_RETURNED',
    sourceKey: `order:${orderId}`,
    points: o.points,
    expiresAt: pointsExpireAt(at, o.site as SiteCode),
    orderId,
    site: o.site,
  });
}

export async function memberAccount(q: Queryable, userId: number) {
  const a = await repo.account(q, userId);
  return { pointBalance: a?.points_balance ?? 0, growthValue: a?.growth_value ?? 0 };
}

/** The member's level (checkout reads its benefits). */
export async function memberLevelOf(q: Queryable, userId: number): Promise<MemberLevel> {
  return levelOf((await memberAccount(q, userId)).growthValue);
}

/** The order points a member earns with their level's extra percent. */
export const levelExtraPercent = extraPointsPercent;

export async function nextExpiring(q: Queryable, userId: number) {
  const row = await repo.nextExpiring(q, userId);
  return row && row.points > 0 ? { points: row.points, expiresAt: row.expires_at.toISOString() } : null;
}

export async function memberCustomer(q: Queryable, userId: number) {
  const [user, account, expiring] = await Promise.all([
    repo.user(q, userId),
    memberAccount(q, userId),
    nextExpiring(q, userId),
  ]);
  return {
    id: userId,
    nickname: user?.nickname || user?.username || '',
    avatar: user?.avatar_url ?? null,
    growthValue: account.growthValue,
    pointBalance: account.pointBalance,
    level: levelOf(account.growthValue),
    nextExpiring: expiring,
  };
}

export async function memberLevelUp(q: Queryable, userId: number) {
  const { growthValue } = await memberAccount(q, userId);
  return { growthValue, ...levelUpDifference(growthValue) };
}

export async function customerBenefits(
  q: Queryable,
  userId: number,
): Promise<z.input<typeof customerBenefitByLevelResponseSchema>> {
  const { growthValue } = await memberAccount(q, userId);
  const current = levelOf(growthValue);
  return {
    currentLevelCode: current.levelCode,
    levels: enabledLevels().map((l) => ({
      ...l,
      isCurrent: l.id === current.id,
      reached: growthValue >= l.growthThreshold,
    })),
  };
}

export const levelTemplate = () => ({
  id: LEVEL_TEMPLATE.id,
  templateCode: LEVEL_TEMPLATE.templateCode,
  levels: enabledLevels(),
});

/**
 * Signs in for today, the day as the storefront counts it; once per day however many requests
 * race (the sign_in_log key), with the streak's points (and its bonus days) and growth value.
 */
export async function signInToday(
  q: Queryable,
  s: { userId: number; site: SiteCode; now?: Date },
): Promise<SignInResult> {
  const now = s.now ?? new Date();
  const day = storefrontDay(now, s.site);
  const last = await repo.lastSignInBefore(q, s.userId, day);
  const streak = nextStreak(last ?? null, day);
  const points = signInPoints(streak);
  const granted = await repo.insertSignIn(q, { userId: s.userId, day, site: s.site, streak, points });
  if (granted)
    await grantReward(q, {
      userId: s.userId,
      reason: 'SIGN_IN',
      sourceKey: `day:${day}`,
      points,
      growthValue: SIGN_IN_GROWTH,
      site: s.site,
      at: now,
    });
  const [today] = await repo.signInsBetween(q, s.userId, day, day);
  const account = await memberAccount(q, s.userId);
  return {
    day,
    points: today?.points ?? points,
    growthValue: SIGN_IN_GROWTH,
    streak: today?.streak ?? streak,
    pointBalance: account.pointBalance,
    granted,
  };
}

export async function signInLog(
  q: Queryable,
  s: { userId: number; site: SiteCode; month?: string; now?: Date },
) {
  const today = storefrontDay(s.now ?? new Date(), s.site);
  const month = s.month ?? today.slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = await repo.signInsBetween(
    q,
    s.userId,
    `${month}-01`,
    `${month}-${String(lastDay).padStart(2, '0')}`,
  );
  const [todayRow] = await repo.signInsBetween(q, s.userId, today, today);
  const last = todayRow ? null : await repo.lastSignInBefore(q, s.userId, today);
  const streakIfToday = nextStreak(last ?? null, today);
  return {
    today,
    month,
    signedToday: !!todayRow,
    streak: todayRow ? todayRow.streak : streakIfToday - 1,
    todayPoints: todayRow ? todayRow.points : signInPoints(streakIfToday),
    days,
  };
}

export async function taskCompletions(q: Queryable, userId: number): Promise<TaskCompletion[]> {
  const counts = new Map((await repo.rewardCounts(q, userId)).map((r) => [r.event_type, r.n]));
  return MEMBER_TASKS.map((t) => {
    const times = counts.get(t.taskCode) ?? 0;
    return {
      taskCode: t.taskCode,
      growthEventType: t.taskCode,
      repeatable: t.repeatable,
      points: t.points,
      growthValue: t.growthValue,
      state: taskState(t, times),
      timesRewarded: times,
    };
  });
}

export async function pagePoints(
  q: Queryable,
  userId: number,
  f: { reason?: PointsReason; direction?: 'IN' | 'OUT'; page: { no: number; size: number } },
) {
  const { rows, total } = await repo.pagePoints(q, userId, {
    reason: f.reason,
    direction: f.direction,
    limit: f.page.size,
    offset: (f.page.no - 1) * f.page.size,
  });
  const [account, expiring] = await Promise.all([memberAccount(q, userId), nextExpiring(q, userId)]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      points: r.points,
      expiresAt: r.expires_at && (r.remaining ?? 0) > 0 ? r.expires_at.toISOString() : null,
      orderId: r.order_id,
      createdAt: r.created_at.toISOString(),
    })),
    total,
    pointBalance: account.pointBalance,
    nextExpiring: expiring,
  };
}
