import { z } from 'zod';

export const DEFAULT_PAGE_NO = 1;
export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are refused (400): far past any list, and the offset stays a safe integer. */
export const MAX_PAGE_NO = 1_000_000;

export const pageSchema = z.object({
  no: z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(DEFAULT_PAGE_NO),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageInput = z.infer<typeof pageSchema>;

export interface Paged<T> {
  data: T[];
  total: number;
}

export function offsetOf(page: { no: number; size: number }): number {
  return (page.no - 1) * page.size;
}
