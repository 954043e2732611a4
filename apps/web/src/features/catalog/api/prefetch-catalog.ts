import type { SiteCode } from '@kontor/domain/sites';
import type { QueryClient } from '@tanstack/react-query';
import { catalogInput } from '../model/catalog-query.ts';
import { pageItemCardsQuery } from './page-item-cards.ts';

/**
 * Asks for the product cards the home page shows first as soon as the session is known, with the
 * query the catalogue will read, instead of once the page has rendered: the first card's picture
 * is the page's largest paint on a phone (decision 076, as 041 did for the order list).
 */
export default function prefetchCatalog(queryClient: QueryClient, site: string, search: string): void {
  void queryClient.prefetchQuery(
    pageItemCardsQuery(catalogInput(new URLSearchParams(search)), site as SiteCode),
  );
}
