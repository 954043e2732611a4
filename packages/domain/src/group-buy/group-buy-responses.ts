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
});
export type GroupBuyShare = z.infer<typeof groupBuyShareResponseSchema>;
