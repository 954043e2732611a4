import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { paths, to } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { SearchOutlined } from '../../../shared/ui/icons.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { usePageReverseOrders } from '../api/page-reverse-orders.ts';
import { useReverseOrdersBySku } from '../api/reverse-orders-by-sku.ts';
import styles from '../components/after-sales.module.css';
import { EmptyBlock, StatusTag, typeLabel } from '../components/parts.tsx';
import { pagePayload, parseListQuery, showPager, withChanges } from '../model/list-query.ts';
import { LIST_FILTERS } from '../model/status.ts';

/**
 * /buyer/as/list: the buyer's after-sales orders (spec §2), searched by after-sales number and
 * filtered by status; with tradeOrderId + skuId, the after-sales of one order line. Every
 * parameter lives in the URL.
 */
export default function AfterSalesListPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.list.title'));
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const q = parseListQuery(params);
  const byLine = q.tradeOrderId !== undefined && q.skuId !== undefined;
  const paged = usePageReverseOrders(pagePayload(q), !byLine);
  const line = useReverseOrdersBySku(q.tradeOrderId ?? 0, q.skuId ?? 0, byLine);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const active = byLine ? line : paged;
  // The first answer renders as a transition that yields (decision 071); the spinner stays meanwhile.
  const shown = useDeferredValue(byLine ? line.data : paged.data?.data);
  const rows: AfterSalesOrder[] = shown ?? [];
  const total = byLine ? rows.length : (paged.data?.total ?? 0);

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(withChanges(params, changes));

  return (
    <div className={styles.page}>
      <BackHeading
        title={t('afterSales.list.title')}
        back={
          byLine
            ? {
                to: to('orderDetail', { orderId: q.tradeOrderId! }),
                label: t('afterSales.apply.backToOrder'),
              }
            : null
        }
      />
      {byLine ? (
        <p className={styles.muted}>
          {t('afterSales.list.ofLine')} <Link to={paths.afterSalesList}>{t('afterSales.list.showAll')}</Link>
        </p>
      ) : (
        <div className={styles.filters}>
          <ul className={styles.statusTabs} aria-label={t('afterSales.list.filter')}>
            {LIST_FILTERS.map((f) => (
              <li key={f}>
                <button
                  type="button"
                  className={styles.tab}
                  aria-pressed={(q.applied ?? 'ALL') === f}
                  onClick={() => update({ applied: f === 'ALL' ? undefined : f, pageNo: undefined })}
                >
                  {t(`afterSales.list.filters.${f}`)}
                </button>
              </li>
            ))}
          </ul>
          <search className={styles.search}>
            <form
              style={{ display: 'contents' }}
              onSubmit={(e) => {
                e.preventDefault();
                const value = new FormData(e.currentTarget).get('keyword');
                update({ keyword: String(value ?? '').trim() || undefined, pageNo: undefined });
              }}
            >
              <input
                key={q.keyword ?? ''}
                name="keyword"
                type="search"
                className={styles.searchInput}
                defaultValue={q.keyword}
                maxLength={64}
                placeholder={t('afterSales.list.searchPlaceholder')}
                aria-label={t('afterSales.list.search')}
              />
              <button
                type="submit"
                className={styles.searchButton}
                aria-label={t('afterSales.list.searchSubmit')}
              >
                <SearchOutlined aria-hidden="true" />
              </button>
            </form>
          </search>
        </div>
      )}

      <h2 ref={resultsRef} tabIndex={-1} className="k-sr-only" aria-live="polite">
        {active.data ? t('afterSales.list.count', { count: total }) : t('afterSales.list.title')}
      </h2>
      {active.isError ? <ErrorAlert error={active.error} onRetry={() => void active.refetch()} /> : null}
      {(active.isPending || !shown) && !active.isError ? <PageSpinner /> : null}
      {active.data && shown && rows.length === 0 ? <EmptyBlock text={t('afterSales.list.empty')} /> : null}
      {rows.length > 0 ? (
        <ul className={styles.list} aria-busy={paged.isPlaceholderData}>
          {rows.map((row) => (
            <ListRow key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
      {!byLine && shown && showPager(total) ? (
        <Pager
          label={t('afterSales.list.pages')}
          current={q.pageNo}
          pageSize={q.pageSize}
          total={total}
          compact={mobile}
          onChange={(no) => {
            update({ pageNo: no });
            revealResults(resultsRef.current);
          }}
        />
      ) : null}
    </div>
  );
}

function ListRow({ row }: { row: AfterSalesOrder }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const amount = row.actualRefundAmt ?? row.applyRefundAmt;
  const first = row.reverseTradeOrderLineList[0];
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link to={to('afterSalesDetail', { asid: row.id })} className={styles.rowLink}>
          <span className="k-sr-only">{t('afterSales.number')}: </span>
          <span className={styles.mono}>{row.reverseTradeOrderCode}</span>
        </Link>
        <span>{typeLabel(t, row.reverseTradeOrderType)}</span>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        <StatusTag status={row.reverseTradeOrderStatus} />
      </div>
      <div className={styles.rowBody}>
        <div className={styles.rowThumbs}>
          {row.reverseTradeOrderLineList.slice(0, 3).map((l) => (
            <ProductImage key={l.id} src={l.sku.image} size={44} />
          ))}
        </div>
        <div className={styles.goodText}>
          {first ? <span className={styles.goodName}>{first.sku.name}</span> : null}
          <span className={styles.muted}>
            {t('afterSales.list.items', { count: row.skuTotalCount || row.reverseTradeOrderLineList.length })}{' '}
            · {row.shopName}
          </span>
        </div>
        {amount ? (
          <p className={styles.rowAmount}>
            {row.actualRefundAmt ? t('afterSales.list.refunded') : t('afterSales.list.applied')}
            <strong>{formatMoney(amount)}</strong>
          </p>
        ) : null}
      </div>
    </li>
  );
}
