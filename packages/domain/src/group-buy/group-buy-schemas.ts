/** The group-buy share link (issue 17; spec §2 `/items/{shopId}/{orderId}`). */
import { z } from 'zod';
import { idInput } from '../input-fields.ts';

/** {host}_trade_QueryGroupBuyShareFlow: what the share link shows — anyone with the link may open it. */
export const queryGroupBuyShareSchema = z.object({ shopId: idInput(), orderId: idInput() });

/** A member's name as others see it: the first letter and the last, the rest hidden. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars[chars.length - 1]}`;
}
