/** The group-buy share link (issue 17; spec §2 `/items/{shopId}/{orderId}`). */
import { z } from 'zod';
import { idInput } from '../input-fields.ts';

/** {host}_trade_QueryGroupBuyShareFlow: what the share link shows — anyone with the link may open it. */
export const queryGroupBuyShareSchema = z.object({ shopId: idInput(), orderId: idInput() });
export type QueryGroupBuyShareInput = z.infer<typeof queryGroupBuyShareSchema>;

/**
 * {host}_trade_JoinGroupBuyFlow (ours, decision 068; the spec shows no group call): a signed-in buyer
 * joins the group of the share link — a checkout of its SKU at the group price, answered as the
 * contract the ordinary checkout pays. The paid order joins the group.
 */
export const joinGroupBuySchema = z.object({ shopId: idInput(), orderId: idInput() });
export type JoinGroupBuyInput = z.infer<typeof joinGroupBuySchema>;

/** A member's name as others see it: the first letter and the last, the rest hidden. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars[chars.length - 1]}`;
}
