/**
 * The lifecycle of a group buy (issue 17, decisions 062 and 068) and its one writer's table:
 * OPEN while it waits for buyers; COMPLETE when the paid members reach its size (the payment's
 * writer adds the last one); FAILED when its expiry passes before that (the sweep), after which its
 * paid orders are refunded.
 */
import type { GROUP_BUY_STATUSES } from './group-buy-responses.ts';

export type GroupBuyStatus = (typeof GROUP_BUY_STATUSES)[number];
export type GroupBuyEvent = 'FILL' | 'EXPIRE';

export const GROUP_BUY_TRANSITIONS: readonly {
  from: GroupBuyStatus;
  event: GroupBuyEvent;
  to: GroupBuyStatus;
}[] = [
  { from: 'OPEN', event: 'FILL', to: 'COMPLETE' },
  { from: 'OPEN', event: 'EXPIRE', to: 'FAILED' },
];

/** The status an event leads to, or null when the table has no such step (the writer refuses it). */
export function nextGroupBuyStatus(from: string, event: GroupBuyEvent): GroupBuyStatus | null {
  return GROUP_BUY_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

/**
 * Whether a buyer may join now (the share page's button and the server's check agree): the group is
 * open, not past its expiry, has a free seat, and the buyer is not in it yet.
 */
export function joinRefusal(g: {
  status: string;
  expiresAt: Date;
  members: number;
  size: number;
  isMember: boolean;
  now: Date;
}): 'own' | 'full' | 'expired' | null {
  if (g.isMember) return 'own';
  if (g.status === 'COMPLETE' || (g.status === 'OPEN' && g.members >= g.size)) return 'full';
  if (g.status !== 'OPEN' || g.expiresAt.getTime() <= g.now.getTime()) return 'expired';
  return null;
}
