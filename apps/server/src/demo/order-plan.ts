import type { SiteCode } from '@kontor/domain';
import type { DemoAddress } from './addresses.ts';
import type { Catalog, SkuInfo } from './catalog.ts';
import type { TradeRows } from './order-rows.ts';
import type { Rng } from './prng.ts';

/** What a demo checkout is made of (the scenarios), and what building one hands to its story. */
export type DisplayStatus =
  | 'PENDING_PAY'
  | 'PENDING_DEPOSIT'
  | 'PENDING_BALANCE'
  | 'UN_DELIVERY'
  | 'UN_RECEIVED'
  | 'COMPLETE'
  | 'CLOSED'
  | 'CANCEL_ALL'
  | 'CANCELED';

export interface LinePlan {
  item: string;
  sku?: number;
  qty?: number;
  /** A free gift that came with the order. */
  gift?: boolean;
  /** DIY bundle: this line is the main line and these are its parts. */
  parts?: LinePlan[];
}

export interface OrderPlan {
  status: DisplayStatus;
  lines: LinePlan[];
  shippingEur?: number;
  promotion?: { name: string; desc: string; pct: number };
  coupon?: { name: string; desc: string; eur: number };
  /** Points redeemed as a discount (100 points = 1 unit of currency). */
  pointsUsed?: number;
  insurance?: boolean;
  pickUp?: boolean;
  /** Pre-sale: the first line is a PRESELL campaign line. */
  presale?: 'DEPOSIT' | 'FULL_PAYMENT';
  /** PENDING_BALANCE: whether the balance window is open now. */
  balanceOpen?: boolean;
  /** Packages as lists of [line index, qty]; default one package with everything. */
  shipments?: [number, number][][];
  /** UN_RECEIVED: days since the (first) package left. */
  shippedDaysAgo?: number;
  /** COMPLETE: days since the buyer received it (signed the packages), e.g. within the withdrawal period. */
  receivedDaysAgo?: number;
  comment?: 'EVALUATED' | 'PARTIAL';
  autoConfirmed?: boolean;
  service?: boolean;
  giftCard?: boolean;
  /** A group-buy order (tradeOrderBusinessType GROUP_BUY): it opens a group others may join (decision 062). */
  groupBuy?: boolean;
  pointsMall?: boolean;
  cancelReason?: string;
}

export interface ContractPlan {
  buyer: 'anna' | 'ben';
  site: SiteCode;
  /** Days before the load that the buyer checked out (fractions allowed). */
  daysAgo: number;
  /** For unpaid contracts: the pay deadline, in minutes from the load. */
  payDeadlineInMinutes?: number;
  address: DemoAddress;
  billing?: DemoAddress;
  channel?: string;
  /** Payment troubles: a failed attempt before success, a pending one, or a failed one only. */
  payment?: 'FAILED_THEN_OK' | 'PENDING' | 'FAILED';
  orders: OrderPlan[];
}

export interface BuildContext {
  t: TradeRows;
  rng: Rng;
  now: Date;
  catalog: Catalog;
  buyerIds: { anna: number; ben: number };
  shopIds: Record<number, number>;
  carrierIds: Map<string, number>;
  counters: { order: number; payment: number };
}

export interface BuiltOrder {
  local: number;
  plan: OrderPlan;
  shopNo: number;
  code: string;
  lines: { local: number; sku: SkuInfo; qty: number; plan: LinePlan }[];
  needPay: number;
  depositTotal: number;
}
