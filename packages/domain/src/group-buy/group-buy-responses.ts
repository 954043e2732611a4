/** Answer of the group-buy share call (issue 17). */
import { z } from 'zod';
import { idOutSchema, isoTimeSchema, moneySchema } from '../wire-schemas.ts';

export const GROUP_BUY_STATUSES = ['OPEN', 'COMPLETE', 'FAILED'] as const;

export const groupBuyShareResponseSchema = z.strictObject({
  orderId: idOutSchema,
  shopId: idOutSchema,
  shopName: z.string(),
  item: z.strictObject({
    id: idOutSchema,
    urlKey: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    skuName: z.string(),
  }),
  groupPrice: moneySchema,
  price: moneySchema,
  groupSize: z.number().int().positive(),
  status: z.enum(GROUP_BUY_STATUSES),
  expiresAt: isoTimeSchema,
  /** Who joined, first the one who opened the group; names masked. */
  members: z.array(z.strictObject({ name: z.string(), leader: z.boolean(), joinedAt: isoTimeSchema })),
  /**
   * Whether the caller may join now (decision 068): null when nobody is signed in and the group is
   * open; otherwise why not (`own`: the caller opened or joined it; `full`; `expired`) or `join`.
   */
  join: z.enum(['join', 'own', 'full', 'expired']).nullable(),
});
export type GroupBuyShare = z.infer<typeof groupBuyShareResponseSchema>;

/** {host}_trade_JoinGroupBuyFlow: the contract of the joining checkout (pay it like any contract). */
export const joinGroupBuyResponseSchema = z.strictObject({ id: idOutSchema });
export type JoinGroupBuyResponse = z.infer<typeof joinGroupBuyResponseSchema>;
