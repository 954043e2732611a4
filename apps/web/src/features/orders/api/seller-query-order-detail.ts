import type { Money } from '@kontor/domain/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_QUERY_ORDER_DETAIL = 'seller_QueryOrderDetailFlow';

export interface SellerOrderLine {
  id: number;
  tradeQty: number;
  deliveredQty: number;
  cancelledQty: number;
  reversedQty: number;
  /** Held by open after-sales applications: not to be shipped. */
  reservedQty: number;
  /** What is left to ship, as the server works it out. */
  remainingQty: number;
  lineGroupTypeDict: 'DIY_MAIN' | 'DIY_CHILD' | null;
  parentLineId: number | null;
  sku: {
    id: number;
    name: string;
    image: string;
    attributes: { attrKey: string; attrVal: string }[];
    businessTypeDict: string;
    marketingUnit: { unitName: string };
    adjustStep: number;
  };
}

export interface SellerPackage {
  id: number;
  fulfillmentProgressStatus: string;
  serviceCode: string | null;
  fulfillmentServiceProvider: { id: number; entityName: string; entityCode: string } | null;
  fulfillmentProgressLineList: { tradeOrderLine: { id: number }; qty: number }[];
  createdAt: string;
  signedAt: string | null;
}

/** One order of the seller's shop: lines with what is left to ship, and the packages sent. */
export interface SellerOrderDetail {
  id: number;
  tradeOrderCode: string;
  site: string;
  displayStatus: string;
  buyer: { nickname: string };
  paidAmt: Money;
  createdAt: string;
  paidTime: string | null;
  fulfillmentType: string;
  selectedAddress: { city?: string; country?: string; postalCode?: string; personName?: string } | null;
  tradeOrderLineList: SellerOrderLine[];
  packages: SellerPackage[];
}

/** `seller_QueryOrderDetailFlow`: another shop's order answers 404. */
export function sellerQueryOrderDetail(id: number, signal?: AbortSignal): Promise<SellerOrderDetail> {
  return callFlow<SellerOrderDetail>(SELLER_QUERY_ORDER_DETAIL, { id }, signal);
}

export const sellerOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['seller', 'order', id] as const,
    queryFn: ({ signal }) => sellerQueryOrderDetail(id, signal),
  });

export function useSellerOrderDetail(id: number | null) {
  return useQuery({ ...sellerOrderDetailQuery(id ?? 0), enabled: id !== null });
}
