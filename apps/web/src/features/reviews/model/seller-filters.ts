import { RATING_MAX } from '@kontor/domain/reviews/reviews-schemas';

/** The seller's review list as its URL holds it: rating, replied or not, page. */
export interface SellerFilters {
  rateDict?: number;
  replied?: boolean;
  pageNo: number;
}

export function parseSellerFilters(params: URLSearchParams): SellerFilters {
  const rating = Number(params.get('rating'));
  const replied = params.get('replied');
  const page = Number(params.get('pageNo'));
  return {
    ...(Number.isInteger(rating) && rating >= 1 && rating <= RATING_MAX ? { rateDict: rating } : {}),
    ...(replied === 'yes' || replied === 'no' ? { replied: replied === 'yes' } : {}),
    pageNo: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function toSellerQuery(filters: SellerFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.rateDict) out.set('rating', String(filters.rateDict));
  if (filters.replied !== undefined) out.set('replied', filters.replied ? 'yes' : 'no');
  if (filters.pageNo > 1) out.set('pageNo', String(filters.pageNo));
  return out;
}
