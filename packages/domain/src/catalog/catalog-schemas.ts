import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import type { Money } from '../money.ts';
import { pageSchema } from '../paging.ts';
import { CATEGORY_CODES } from './catalog-codes.ts';

export { CARD_MAX_THUMBNAILS, CATEGORY_CODES, type CategoryCode } from './catalog-codes.ts';

export const pageItemsSchema = z.object({
  page: pageSchema.default({ no: 1, size: 24 }),
  categoryCode: z.enum(CATEGORY_CODES).optional(),
  keyword: textInput(100).trim().optional(),
});
export type PageItemsInput = z.infer<typeof pageItemsSchema>;

export interface ProductCard {
  itemId: number;
  shopId: number;
  shopName: string;
  skuId: number;
  sellerId: number;
  urlKey: string;
  categoryCode: string;
  mainImage: string;
  listMedia: string[];
  frontImages: string[];
  itemShortName: string;
  itemName: string;
  originalPrc: Money;
  salePrc: Money;
  discountShowPrice: Money | null;
  secKill: boolean;
  startTime: string | null;
  endTime: string | null;
  businessType: string;
  /** Average of the item's first reviews (one decimal, null without reviews) and how many there are. */
  rating: { average: number | null; count: number };
}
