import type { BenefitCode, LevelBenefit } from '@kontor/domain/members/member-levels';
import type { TFunction } from 'i18next';

/** A level's name for the screen (never its code). */
export const levelName = (t: TFunction, levelCode: string) =>
  t(`member.levels.${levelCode}`, { defaultValue: levelCode.replace(/^V/, '') });

/** One benefit in words, with its value where it has one. */
export const benefitText = (t: TFunction, b: LevelBenefit) =>
  t(`member.benefits.${b.benefitCode satisfies BenefitCode}`, { value: b.benefitValue });

/** Calendar days of a `YYYY-MM` month. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
