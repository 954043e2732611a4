import type { QueryClient } from '@tanstack/react-query';
import { readContractId } from '../model/contract-id.ts';
import { contractDetailQuery } from './contract-detail.ts';

/**
 * Asks for the contract /checkout shows as soon as the session is known, with the very query the
 * page reads, instead of once the page and the rest of the interface texts have loaded and rendered
 * (Lighthouse LCP, decisions 041 and 075).
 */
export default function prefetchCheckout(queryClient: QueryClient, _site: string, search: string): void {
  const id = readContractId(new URLSearchParams(search).get('tradeContractId'));
  if (id !== null) void queryClient.prefetchQuery(contractDetailQuery(id));
}
