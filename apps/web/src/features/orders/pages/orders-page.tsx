import {
  ORDER_LIST_SCROLL_THRESHOLD,
  ORDER_TIMESPANS,
  type OrderTimespan,
} from '@kontor/domain/orders/order-list';
import { type OrderTab, orderTabsFor } from '@kontor/domain/orders/order-status';
import type { OrderStat, OrderSummary } from '@kontor/domain/orders/orders-responses';
import { type FormEvent, memo, type Ref, useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { SearchOutlined } from '../../../shared/ui/icons.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { TabList } from '../../../shared/ui/tab-list.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useOrderQuantity } from '../api/order-quantity.ts';
import { usePageOrders, usePageOrdersInfinite } from '../api/page-orders.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { OrderCard } from '../components/order-card.tsx';
import {
  changeListState,
  hasPointsMall,
  type OrderListState,
  type OrderSource,
  parseListQuery,
  tabCount,
  toListQuery,
} from '../model/list-query.ts';
import styles from './orders-page.module.css';

/**
 * /buyer/orders: the buyer's orders. Status tabs with counts, search, time range and pages on
 * wide screens; a status menu and an endless list on phones. Everything is in the URL.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.list.title'));
  const site = useSite();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListQuery(params, site.code), [params, site.code]);
  // From the address bar as it is now, not as this render saw it: quick changes must not undo each other.
  const update = (change: Partial<OrderListState>) =>
    setParams(
      toListQuery(
        changeListState(parseListQuery(new URLSearchParams(window.location.search), site.code), change),
      ),
    );
  const reset = () => update({ keyword: '', status: 'all', timespan: 'all' });
  const counts = useOrderQuantity(state);
  const tabs = orderTabsFor(site.code);
  const points = hasPointsMall(site.code);
  const ids = useId();

  const list = (
    <div className={styles.panel}>
      {!mobile ? (
        <TabList<OrderTab>
          id={`${ids}-status`}
          label={t('orders.tabs.label')}
          active={state.status}
          onChange={(status) => update({ status })}
          items={tabs.map((tab) => ({
            key: tab,
            label: t(`orders.tabs.${tab}`),
            badge: tabCount(tab, counts.data),
          }))}
        />
      ) : null}
      {mobile ? (
        <div>
          <Filters state={state} tabs={tabs} mobile onChange={update} counts={counts.data} />
          <MobileList state={state} onReset={reset} />
        </div>
      ) : (
        <div id={`${ids}-status-panel`} role="tabpanel" aria-labelledby={`${ids}-status-${state.status}`}>
          <Filters state={state} tabs={tabs} mobile={false} onChange={update} counts={counts.data} />
          <DesktopList state={state} onChange={update} onReset={reset} />
        </div>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('orders.list.title')}</h1>
      {points ? (
        <>
          <TabList<OrderSource>
            id={`${ids}-source`}
            variant="pill"
            label={t('orders.source.label')}
            active={state.from}
            onChange={(from) => update({ from, status: 'all' })}
            items={[
              { key: 'mine', label: t('orders.source.mine') },
              { key: 'points', label: t('orders.source.points') },
            ]}
          />
          <div id={`${ids}-source-panel`} role="tabpanel" aria-labelledby={`${ids}-source-${state.from}`}>
            {list}
          </div>
        </>
      ) : (
        list
      )}
    </div>
  );
}

interface FiltersProps {
  state: OrderListState;
  tabs: OrderTab[];
  mobile: boolean;
  counts: readonly OrderStat[] | undefined;
  onChange: (change: Partial<OrderListState>) => void;
}

/** Search by order number or product name, time range, and on phones the status menu. */
function Filters({ state, tabs, mobile, counts, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const ids = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onChange({ keyword: typeof value === 'string' ? value : '' });
  };
  return (
    <div className={styles.filters}>
      <search className={styles.search}>
        <form onSubmit={onSubmit} className={styles.searchForm}>
          <label htmlFor={`${ids}-keyword`} className="k-sr-only">
            {t('orders.search.label')}
          </label>
          <input
            key={state.keyword}
            id={`${ids}-keyword`}
            name="keyword"
            type="search"
            className={styles.input}
            defaultValue={state.keyword}
            placeholder={t('orders.search.placeholder')}
            maxLength={100}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton}>
            <SearchOutlined aria-hidden="true" />
            <span className={mobile ? 'k-sr-only' : undefined}>{t('orders.search.submit')}</span>
          </button>
        </form>
      </search>
      <div className={styles.selects}>
        {mobile && tabs.length > 1 ? (
          <label className={styles.selectField}>
            <span className={styles.selectLabel}>{t('orders.tabs.label')}</span>
            <select
              className={styles.select}
              value={state.status}
              onChange={(e) => onChange({ status: e.target.value as OrderTab })}
            >
              {tabs.map((tab) => {
                const n = tabCount(tab, counts);
                return (
                  <option key={tab} value={tab}>
                    {n === undefined ? t(`orders.tabs.${tab}`) : `${t(`orders.tabs.${tab}`)} (${n})`}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>{t('orders.timespan.label')}</span>
          <select
            className={styles.select}
            value={state.timespan}
            onChange={(e) => onChange({ timespan: e.target.value as OrderTimespan })}
          >
            {ORDER_TIMESPANS.map((span) => (
              <option key={span} value={span}>
                {t(`orders.timespan.${span}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.keyword ? (
        <button type="button" className={styles.clear} onClick={() => onChange({ keyword: '' })}>
          {t('orders.search.clear')}
        </button>
      ) : null}
    </div>
  );
}

function filtered(state: OrderListState) {
  return !!state.keyword || state.status !== 'all' || state.timespan !== 'all';
}

function ListEmpty({ state, onReset }: { state: OrderListState; onReset: () => void }) {
  const { t } = useTranslation();
  if (filtered(state)) {
    return (
      <EmptyState
        text={t('orders.list.emptyFiltered')}
        action={
          <button type="button" className={styles.linkButton} onClick={onReset}>
            {t('orders.list.showAll')}
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      text={state.from === 'points' ? t('orders.list.emptyPoints') : t('orders.list.empty')}
      action={
        <Link className={styles.linkButton} to={paths.home}>
          {t('orders.list.goShopping')}
        </Link>
      }
    />
  );
}

function Skeletons({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}

/**
 * The cards are the costly part of the screen. A list answer arrives through TanStack Query's store,
 * which React renders at once in one task; the lists show the first answer through a deferred copy, so
 * React renders them as a transition that yields to the browser (Lighthouse TBT, decision 041), and
 * `memo` keeps other updates of the page (the tab counts arriving) from rendering them again.
 */
const Cards = memo(function Cards({
  orders,
  compact,
  busy,
}: {
  orders: OrderSummary[];
  compact: boolean;
  busy?: boolean;
}) {
  return (
    <ul className={styles.cards} aria-busy={busy || undefined}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} compact={compact} />
        </li>
      ))}
    </ul>
  );
});

function ResultsHeading({
  total,
  headingRef,
}: {
  total: number | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <h2 ref={headingRef} className={styles.results} tabIndex={-1}>
      <span className="k-sr-only">{t('orders.list.results')}</span>
      <span aria-live="polite">{total === undefined ? '' : t('orders.list.count', { count: total })}</span>
    </h2>
  );
}

function DesktopList({
  state,
  onChange,
  onReset,
}: {
  state: OrderListState;
  onChange: (change: Partial<OrderListState>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const orders = usePageOrders(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The first answer is shown as a transition (see `Cards`): heading, cards and pager change
  // together, so nothing below the cards moves twice. Later answers show at once, as before.
  const data = useDeferredValue(orders.data) === undefined ? undefined : orders.data;
  const total = data?.total;

  // A page beyond the end (after orders changed) goes back to the last page.
  useEffect(() => {
    if (orders.data && state.pageNo > 1 && orders.data.data.length === 0 && orders.data.total > 0) {
      onChange({ pageNo: Math.ceil(orders.data.total / state.pageSize) });
    }
  });

  return (
    <>
      <ResultsHeading total={total} headingRef={headingRef} />
      {orders.isError ? <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} /> : null}
      {data === undefined && !orders.isError ? <Skeletons count={3} /> : null}
      {data && data.data.length === 0 && data.total === 0 ? (
        <ListEmpty state={state} onReset={onReset} />
      ) : null}
      {data && data.data.length > 0 ? (
        <Cards orders={data.data} compact={false} busy={orders.isPlaceholderData || data !== orders.data} />
      ) : null}
      <div className={styles.pager}>
        <Pager
          label={t('orders.list.pagination')}
          current={state.pageNo}
          pageSize={state.pageSize}
          total={total ?? 0}
          onChange={(pageNo) => {
            onChange({ pageNo });
            revealResults(headingRef.current);
          }}
        />
      </div>
    </>
  );
}

/** Phones: pages load as the end of the list comes within 50 px (spec §9), or with the button. */
function MobileList({ state, onReset }: { state: OrderListState; onReset: () => void }) {
  const { t } = useTranslation();
  const orders = usePageOrdersInfinite(state);
  const sentinel = useRef<HTMLDivElement>(null);
  // The first answer is shown as a transition (see `Cards`); the end of the list (the sentinel,
  // "load more") waits for it, so it neither moves nor asks for page 2 under the skeletons. Later
  // pages show at once, so "load more" stays where the focus is.
  const data = useDeferredValue(orders.data) === undefined ? undefined : orders.data;
  const settled = data === orders.data;
  const items = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const total = data?.pages[0]?.total;
  const { isFetchingNextPage, fetchNextPage } = orders;
  const hasNextPage = orders.hasNextPage && settled;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${ORDER_LIST_SCROLL_THRESHOLD}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <ResultsHeading total={total} />
      {orders.isError && items.length === 0 ? (
        <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
      ) : null}
      {data === undefined && !orders.isError ? <Skeletons count={2} /> : null}
      {orders.isSuccess && settled && items.length === 0 ? (
        <ListEmpty state={state} onReset={onReset} />
      ) : null}
      {items.length > 0 ? <Cards orders={items} compact /> : null}
      <div ref={sentinel} className={styles.sentinel} />
      {orders.isFetchNextPageError ? (
        <ErrorAlert error={orders.error} onRetry={() => void fetchNextPage()} />
      ) : null}
      {hasNextPage ? (
        <button
          type="button"
          className={styles.loadMore}
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage || undefined}
        >
          {isFetchingNextPage ? t('orders.list.loadingMore') : t('orders.list.loadMore')}
        </button>
      ) : null}
      {!hasNextPage && settled && items.length > 0 ? (
        <p className={styles.end}>
          <span>{t('orders.list.end')}</span>
        </p>
      ) : null}
    </>
  );
}
