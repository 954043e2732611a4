import { z } from 'zod';
import { textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import { CATEGORY_CODES } from './catalog-codes.ts';

export { CARD_MAX_THUMBNAILS, CATEGORY_CODES, type CategoryCode } from './catalog-codes.ts';

export const pageItemsSchema = z.object({
  page: pageSchema.default({ no: 1, size: 24 }),
  categoryCode: z.enum(CATEGORY_CODES).optional(),
  keyword: textInput(100).trim().optional(),
});
export type PageItemsInput = z.infer<typeof pageItemsSchema>;
