/** Answers of the member calls (decision 013). */
import { z } from 'zod';
import { countSchema, idOutSchema, isoDateSchema, isoTimeSchema } from '../wire-schemas.ts';
import { BENEFIT_CODES } from './member-levels.ts';
import { POINTS_REASONS } from './member-points.ts';
import { TASK_CODES } from './member-tasks.ts';

export const levelBenefitSchema = z.strictObject({
  benefitCode: z.enum(BENEFIT_CODES),
  benefitValue: countSchema,
});

export const memberLevelSchema = z.strictObject({
  id: idOutSchema,
  levelCode: z.string(),
  levelNo: countSchema,
  growthThreshold: countSchema,
  enabled: z.boolean(),
  benefits: z.array(levelBenefitSchema),
});
export type MemberLevelView = z.infer<typeof memberLevelSchema>;

export const pagingLevelResponseSchema = z.strictObject({
  data: z.array(memberLevelSchema),
  total: countSchema,
});

export const levelTemplateResponseSchema = z.strictObject({
  id: idOutSchema,
  templateCode: z.string(),
  levels: z.array(memberLevelSchema),
});

export const expiringPointsSchema = z.strictObject({ points: countSchema, expiresAt: isoTimeSchema });

export const memberCustomerResponseSchema = z.strictObject({
  id: idOutSchema,
  nickname: z.string(),
  avatar: z.string().nullable(),
  growthValue: countSchema,
  pointBalance: countSchema,
  level: memberLevelSchema,
  /** The points that expire first, and when; null when none are held. */
  nextExpiring: expiringPointsSchema.nullable(),
});
export type MemberCustomer = z.infer<typeof memberCustomerResponseSchema>;

export const benefitByLevelResponseSchema = z.strictObject({
  levelCode: z.string(),
  benefits: z.array(levelBenefitSchema),
});

export const levelUpDifferenceResponseSchema = z.strictObject({
  growthValue: countSchema,
  currentLevel: memberLevelSchema,
  nextLevel: memberLevelSchema.nullable(),
  difference: countSchema,
  progressPercent: z.number().int().min(0).max(100),
});
export type LevelUpDifferenceView = z.infer<typeof levelUpDifferenceResponseSchema>;

export const customerBenefitByLevelResponseSchema = z.strictObject({
  currentLevelCode: z.string(),
  levels: z.array(memberLevelSchema.extend({ isCurrent: z.boolean(), reached: z.boolean() })),
});
export type CustomerBenefitByLevel = z.infer<typeof customerBenefitByLevelResponseSchema>;

export const pointsRecordSchema = z.strictObject({
  id: idOutSchema,
  reason: z.enum(POINTS_REASONS),
  /** Signed: what the entry added (positive) or took (negative). */
  points: z.number().int(),
  /** When the points of a credit expire (what is left of them); null for debits. */
  expiresAt: isoTimeSchema.nullable(),
  orderId: idOutSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

export const pagePointsRecordsResponseSchema = z.strictObject({
  data: z.array(pointsRecordSchema),
  total: countSchema,
  pointBalance: countSchema,
  nextExpiring: expiringPointsSchema.nullable(),
});
export type PointsRecordsPage = z.infer<typeof pagePointsRecordsResponseSchema>;

export const signInDaySchema = z.strictObject({
  day: isoDateSchema,
  points: countSchema,
  streak: countSchema,
});

export const signInLogResponseSchema = z.strictObject({
  /** Today in the storefront's time zone. */
  today: isoDateSchema,
  month: z.string().regex(/^\d{4}-\d{2}$/),
  signedToday: z.boolean(),
  /** The streak as it stands (counting today when signed, else up to yesterday). */
  streak: countSchema,
  /** What signing in today gives (or gave). */
  todayPoints: countSchema,
  days: z.array(signInDaySchema),
});
export type SignInLog = z.infer<typeof signInLogResponseSchema>;

export const signInResponseSchema = z.strictObject({
  day: isoDateSchema,
  points: countSchema,
  growthValue: countSchema,
  streak: countSchema,
  pointBalance: countSchema,
  /** Whether this request signed in (false: today was already signed). */
  granted: z.boolean(),
});
export type SignInResult = z.infer<typeof signInResponseSchema>;

export const taskCompletionSchema = z.strictObject({
  taskCode: z.enum(TASK_CODES),
  growthEventType: z.enum(TASK_CODES),
  repeatable: z.boolean(),
  points: countSchema,
  growthValue: countSchema,
  state: z.enum(['COMPLETED', 'NOT_COMPLETED']),
  timesRewarded: countSchema,
});
export const taskCompletionListResponseSchema = z.array(taskCompletionSchema);
export type TaskCompletion = z.infer<typeof taskCompletionSchema>;

/** The answer of the share, follow and subscribe reward paths: what the task earns, and whether this request granted it. */
export const taskRewardResponseSchema = z.strictObject({
  growthValue: countSchema,
  points: countSchema,
  granted: z.boolean(),
});
export type TaskRewardResult = z.infer<typeof taskRewardResponseSchema>;
