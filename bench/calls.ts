/**
 * The API calls the bench measures: ONE entry per call. Each entry says how to ask the app (call
 * name and payload), what the bare baseline runs for the same request (the very repository
 * functions the call's handler runs, so the very SQL), and its PostgreSQL CPU budget. From an entry
 * the bench derives its scenarios (a list: page 1 and the last page; a detail: its ids in turn),
 * the agreement check between app and baseline, the statement count, the EXPLAIN (ANALYZE,
 * BUFFERS) of its statements and the verdicts. bench/README.md, "Adding a call".
 */
import type { PageOrdersInput } from '@kontor/domain';
import { afterSalesRepository } from '../apps/server/src/features/after-sales/after-sales-repository.ts';
import {
  orderDetailRepository,
  ordersRepository,
} from '../apps/server/src/features/orders/orders-repository.ts';
import { pageDistricts, pageRegions } from '../apps/server/src/features/regions/regions-service.ts';
import { reviewsRepository } from '../apps/server/src/features/reviews/reviews-repository.ts';
import type { Queryable } from '../apps/server/src/platform/db/db.ts';

/** What the baseline answers: the raw rows, plus the ids and total the agreement check compares. */
export interface BaselineAnswer {
  ids: number[];
  total?: number;
  [part: string]: unknown;
}

interface CallBase {
  /** Short and stable: the baseline's path is /<key>, result keys start with it. */
  key: string;
  title: string;
  /** The call's spec name. */
  call: string;
  /** Its transport: /api/trantor/flow/… (the default) or /api/trantor/func/…. */
  via?: 'flow' | 'func';
  /**
   * The Accept-Encoding the page's browser sends, for a call whose answer is large (the 999-row pages
   * of the address picker): both sides then answer compressed, the app through @fastify/compress, the
   * baseline with node:zlib at the same settings, and the run reports the page's compressed size.
   */
  acceptEncoding?: string;
  /** The UI language the app is asked in (its language cookie), for an answer sorted by language. */
  language?: 'en';
  /** Learns what the payloads need (ids of the loaded data) from the app before anything is timed. */
  prepare?(ask: (via: 'flow' | 'func', call: string, payload: unknown) => Promise<any>): Promise<void>;
  /** DESIGN §9: PostgreSQL CPU per request of the app (session lookup included), 1,000 × 200 data. */
  pgCpuBudgetMs: number;
  /** The same statements the call's handler sends, for the buyer `buyerId`. */
  baseline(q: Queryable, buyerId: number, payload: any): Promise<BaselineAnswer | null>;
}

export interface ListCall extends CallBase {
  kind: 'list';
  /** The page size the page uses (its default). */
  pageSize: number;
  payload(page: number): unknown;
  /** The ids of the app's answer `data` (to compare with the baseline's). */
  appIds(data: any): number[];
}

export interface DetailCall extends CallBase {
  kind: 'detail';
  /** One payload per order the scenario cycles through (a fixed spread of the buyer's orders). */
  payloads(orderIds: number[]): unknown[];
  appId(data: any): number;
}

export type BenchCall = ListCall | DetailCall;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** The address picker's biggest level: Bayern's places (more than 999, so the list has a second page). */
let bayernId = 0;

export const CALLS: BenchCall[] = [
  {
    kind: 'list',
    key: 'orders',
    title: 'order list',
    call: 'bbc_trade_LibPageTradeOrderForBuyerFlow',
    pgCpuBudgetMs: 1.5,
    pageSize: 5, // ORDER_LIST_PAGE_SIZE, spec §9
    payload: (no) => ({
      queryParams: { page: { no, size: 5 } },
      searchStatus: { value: 'ALL_ORDER' },
      deviceSource: 'PC',
    }),
    appIds: (data) => ids(data.data),
    // orders-calls.ts pageOrdersForBuyer: the page with its total, then the lines of its orders.
    async baseline(q, buyerId, input: PageOrdersInput) {
      const { rows, total } = await ordersRepository.pageForBuyer(q, buyerId, input);
      const lines = await ordersRepository.linesOf(q, ids(rows));
      return { ids: ids(rows), total, rows, lines };
    },
  },
  {
    kind: 'list',
    key: 'reviews',
    title: 'review list',
    call: 'bbc_content_PageCommonComment4CFlow',
    pgCpuBudgetMs: 2,
    pageSize: 4, // REVIEW_PAGE_SIZE, spec §9
    payload: (no) => ({ qCommentBO: { page: { no, size: 4 } } }),
    appIds: (data) => data.data.map((d: { comment: { id: number } }) => d.comment.id),
    // reviews-calls.ts pageMyComments: one statement for the page with the total.
    async baseline(q, buyerId, input: { qCommentBO: { page: { no: number; size: number } } }) {
      const { rows, total } = await reviewsRepository.pageOfBuyer(q, buyerId, {
        page: input.qCommentBO.page,
      });
      return { ids: ids(rows), total, rows };
    },
  },
  {
    kind: 'list',
    key: 'after-sales',
    title: 'after-sales list',
    call: 'trade_PageReverseOrderFlow',
    pgCpuBudgetMs: 1.5,
    pageSize: 20, // AFTER_SALES_LIST_PAGE_SIZE, spec §9
    payload: (no) => ({ page: { no, size: 20 } }),
    appIds: (data) => ids(data.data),
    // after-sales-calls.ts pageReverseOrders: one statement for the page with the total.
    async baseline(q, buyerId, input: { page: { no: number; size: number } }) {
      const { rows, total } = await afterSalesRepository.page(q, { buyerId, statuses: null }, input.page);
      return { ids: ids(rows), total, rows };
    },
  },
  {
    kind: 'detail',
    key: 'order-detail',
    title: 'order detail',
    call: 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
    pgCpuBudgetMs: 1.5,
    payloads: (orderIds) => orderIds.map((id) => ({ id })),
    appId: (data) => data.id,
    // orders-calls.ts orderDetailForBuyer: the order, then its parts side by side.
    async baseline(q, buyerId, { id }: { id: number }) {
      const order = await ordersRepository.orderForBuyer(q, buyerId, id);
      if (!order) return null;
      const [lines, contract, payments, packages, events, groupOrders] = await Promise.all([
        ordersRepository.linesOf(q, [order.id]),
        orderDetailRepository.contract(q, order.contract_id),
        orderDetailRepository.payments(q, order.contract_id),
        orderDetailRepository.packages(q, order.id),
        orderDetailRepository.events(q, order.id),
        order.is_in_group ? orderDetailRepository.contractOrders(q, order.contract_id) : Promise.resolve([]),
      ]);
      return { ids: [order.id], order, lines, contract, payments, packages, events, groupOrders };
    },
  },
  {
    kind: 'list',
    key: 'regions',
    title: 'region list (13 countries)',
    call: 'bbc_common_PagingRegionFunc',
    via: 'func',
    acceptEncoding: 'br, gzip',
    // The list is sorted in the caller's language; without the cookie the app would answer in the
    // benchmark buyer's site language (de), and the baseline sorts in English.
    language: 'en',
    pgCpuBudgetMs: 1.5,
    pageSize: 999, // REGION_PAGE_SIZE, spec §9
    payload: (no) => ({ page: { no, size: 999 }, regionStatus: 'ENABLED' }),
    appIds: (data) => ids(data.data),
    // regions-calls.ts pagingRegion: one statement, sorted in the caller's language (en here).
    async baseline(q, _buyerId, input: { page: { no: number; size: number }; regionStatus: 'ENABLED' }) {
      const { rows, total } = await pageRegions(q, {
        status: input.regionStatus,
        language: 'en',
        offset: (input.page.no - 1) * input.page.size,
        limit: input.page.size,
      });
      return { ids: ids(rows), total, rows };
    },
  },
  {
    kind: 'list',
    key: 'districts',
    title: 'district list (Bayern, 999 a page)',
    call: 'bbc_common_PagingDistrictFunc',
    via: 'func',
    acceptEncoding: 'br, gzip',
    pgCpuBudgetMs: 1.5,
    pageSize: 999,
    async prepare(ask) {
      const provinces = await ask('func', 'kontor_common_QueryAddressChildrenFunc', {
        regionId: 5,
        level: 1,
      });
      bayernId = provinces.data.data.find((n: { code: string }) => n.code === 'DE-BY')?.id ?? 0;
      if (!bayernId) throw new Error('no region data: migration 0007 has not run');
    },
    payload: (no) => ({
      queryParams: { page: { no, size: 999 } },
      districtLevel: 2,
      region: { id: 5 },
      parentDistrict: { id: bayernId },
    }),
    appIds: (data) => ids(data.data),
    // regions-calls.ts pagingDistrict: one statement for the page with its total.
    async baseline(
      q,
      _buyerId,
      input: { queryParams: { page: { no: number; size: number } }; parentDistrict: { id: number } },
    ) {
      const { rows, total } = await pageDistricts(q, {
        regionId: 5,
        level: 2,
        parentId: input.parentDistrict.id,
        offset: (input.queryParams.page.no - 1) * input.queryParams.page.size,
        limit: input.queryParams.page.size,
      });
      return { ids: ids(rows), total, rows };
    },
  },
];
