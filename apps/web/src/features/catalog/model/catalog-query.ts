import { CATEGORY_CODES, type CategoryCode } from '@kontor/domain/catalog/catalog-codes';
import type { PageItemsInput } from '@kontor/domain/catalog/catalog-schemas';

export const CATALOG_PAGE_SIZE = 12;

function isCategory(value: string | null): value is CategoryCode {
  return !!value && (CATEGORY_CODES as readonly string[]).includes(value);
}

/**
 * The catalogue call the URL asks for (`?category&keyword&pageNo`): read by the catalogue and by
 * the home page's data preloader, so the call started before the page renders is the one it reads.
 */
export function catalogInput(params: URLSearchParams): PageItemsInput {
  const category = params.get('category');
  const keyword = params.get('keyword')?.trim() || undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('pageNo') ?? '1', 10) || 1);
  return {
    page: { no: pageNo, size: CATALOG_PAGE_SIZE },
    ...(isCategory(category) ? { categoryCode: category } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
