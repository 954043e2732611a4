/**
 * Member levels (issue 16, spec §3 "Other": level template, enabled levels, benefits, level-up
 * difference). One template; a level counts only when enabled; thresholds are in growth value.
 * Pure data and functions, no zod: the server answers from them and the web draws with them.
 */

export const BENEFIT_CODES = ['EXTRA_POINTS', 'FREE_SHIPPING', 'BIRTHDAY_GIFT', 'PRIORITY_SERVICE'] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

export interface LevelBenefit {
  benefitCode: BenefitCode;
  /** EXTRA_POINTS: percent added to order points; BIRTHDAY_GIFT: points; others 0. */
  benefitValue: number;
}

export interface MemberLevel {
  id: number;
  levelCode: string;
  levelNo: number;
  /** Growth value from which the level is reached. */
  growthThreshold: number;
  enabled: boolean;
  benefits: LevelBenefit[];
}

export interface LevelTemplate {
  id: number;
  templateCode: string;
  levels: MemberLevel[];
}

export const LEVEL_TEMPLATE: LevelTemplate = {
  id: 1,
  templateCode: 'KONTOR_CLUB',
  levels: [
    { id: 1, levelCode: 'V1', levelNo: 1, growthThreshold: 0, enabled: true, benefits: [] },
    {
      id: 2,
      levelCode: 'V2',
      levelNo: 2,
      growthThreshold: 1000,
      enabled: true,
      benefits: [
        { benefitCode: 'EXTRA_POINTS', benefitValue: 10 },
        { benefitCode: 'BIRTHDAY_GIFT', benefitValue: 20 },
      ],
    },
    {
      id: 3,
      levelCode: 'V3',
      levelNo: 3,
      growthThreshold: 5000,
      enabled: true,
      benefits: [
        { benefitCode: 'EXTRA_POINTS', benefitValue: 25 },
        { benefitCode: 'BIRTHDAY_GIFT', benefitValue: 50 },
        { benefitCode: 'FREE_SHIPPING', benefitValue: 0 },
      ],
    },
    {
      id: 4,
      levelCode: 'V4',
      levelNo: 4,
      growthThreshold: 20000,
      enabled: true,
      benefits: [
        { benefitCode: 'EXTRA_POINTS', benefitValue: 50 },
        { benefitCode: 'BIRTHDAY_GIFT', benefitValue: 100 },
        { benefitCode: 'FREE_SHIPPING', benefitValue: 0 },
        { benefitCode: 'PRIORITY_SERVICE', benefitValue: 0 },
      ],
    },
    // Planned, not offered yet: a disabled level is never reached and never listed.
    {
      id: 5,
      levelCode: 'V5',
      levelNo: 5,
      growthThreshold: 50000,
      enabled: false,
      benefits: [
        { benefitCode: 'EXTRA_POINTS', benefitValue: 100 },
        { benefitCode: 'FREE_SHIPPING', benefitValue: 0 },
        { benefitCode: 'PRIORITY_SERVICE', benefitValue: 0 },
      ],
    },
  ],
};

/** The enabled levels, lowest threshold first. */
export function enabledLevels(template: LevelTemplate = LEVEL_TEMPLATE): MemberLevel[] {
  return template.levels.filter((l) => l.enabled).sort((a, b) => a.growthThreshold - b.growthThreshold);
}

/** The highest enabled level whose threshold the growth value has reached. */
export function levelOf(growthValue: number, template: LevelTemplate = LEVEL_TEMPLATE): MemberLevel {
  const levels = enabledLevels(template);
  let current = levels[0];
  for (const l of levels) if (growthValue >= l.growthThreshold) current = l;
  return current;
}

export interface LevelUpDifference {
  currentLevel: MemberLevel;
  /** null at the top enabled level. */
  nextLevel: MemberLevel | null;
  /** Growth value still missing to the next level; 0 at the top. */
  difference: number;
  /** Share of the way from the current to the next level, 0–100 (100 at the top). */
  progressPercent: number;
}

export function levelUpDifference(
  growthValue: number,
  template: LevelTemplate = LEVEL_TEMPLATE,
): LevelUpDifference {
  const levels = enabledLevels(template);
  const currentLevel = levelOf(growthValue, template);
  const nextLevel = levels.find((l) => l.growthThreshold > currentLevel.growthThreshold) ?? null;
  if (!nextLevel) return { currentLevel, nextLevel, difference: 0, progressPercent: 100 };
  const span = nextLevel.growthThreshold - currentLevel.growthThreshold;
  const done = growthValue - currentLevel.growthThreshold;
  return {
    currentLevel,
    nextLevel,
    difference: nextLevel.growthThreshold - growthValue,
    progressPercent: Math.min(100, Math.floor((done * 100) / span)),
  };
}

/** The percent of extra order points a level gives (its EXTRA_POINTS benefit, else 0). */
export function extraPointsPercent(level: MemberLevel): number {
  return level.benefits.find((b) => b.benefitCode === 'EXTRA_POINTS')?.benefitValue ?? 0;
}
