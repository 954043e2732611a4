/**
 * Reward tasks (spec §7 customer-task/find-customer-completion-list; the growth event types of the
 * send-growth-and-points / send-growth-value paths). Once-only tasks are done after their first
 * reward; repeatable ones (a review per order line, a share per product) count their rewards.
 */
import { PROFILE_REWARD_GROWTH, PROFILE_REWARD_POINTS } from '../profile/profile-schemas.ts';
import { REVIEW_REWARD_GROWTH, REVIEW_REWARD_POINTS } from '../reviews/reviews-schemas.ts';

export const TASK_CODES = [
  'COMPLETE_PROFILE',
  'SUBSCRIBE_EMAIL',
  'FOLLOW_SOCIAL_MEDIA',
  'POST_ORDER_REVIEW',
  'SHARE_PRODUCT',
] as const;
export type TaskCode = (typeof TASK_CODES)[number];

export interface MemberTask {
  taskCode: TaskCode;
  repeatable: boolean;
  points: number;
  growthValue: number;
}

export const MEMBER_TASKS: readonly MemberTask[] = [
  {
    taskCode: 'COMPLETE_PROFILE',
    repeatable: false,
    // The profile page promises these (decision 047): one amount for both ledgers.
    points: PROFILE_REWARD_POINTS,
    growthValue: PROFILE_REWARD_GROWTH,
  },
  { taskCode: 'SUBSCRIBE_EMAIL', repeatable: false, points: 10, growthValue: 5 },
  { taskCode: 'FOLLOW_SOCIAL_MEDIA', repeatable: false, points: 10, growthValue: 5 },
  {
    taskCode: 'POST_ORDER_REVIEW',
    repeatable: true,
    points: REVIEW_REWARD_POINTS,
    growthValue: REVIEW_REWARD_GROWTH,
  },
  { taskCode: 'SHARE_PRODUCT', repeatable: true, points: 2, growthValue: 1 },
];

export type TaskState = 'COMPLETED' | 'NOT_COMPLETED';

/** A task's state from how many times it was rewarded. */
export function taskState(task: MemberTask, timesRewarded: number): TaskState {
  return !task.repeatable && timesRewarded > 0 ? 'COMPLETED' : 'NOT_COMPLETED';
}
