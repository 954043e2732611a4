import { SendOutlined } from '@ant-design/icons';
import { sellerMayActOnOrder } from '@kontor/domain/merchant/seller-rights';
import { merchantMay } from '@kontor/domain/orders/order-status';
import { Button, Empty, Input, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import {
  SELLER_ORDER_FILTERS,
  type SellerOrderFilter,
  type SellerOrderRow,
  useSellerPageOrders,
} from '../api/seller-page-orders.ts';
import { useSellerMyShop } from '../api/seller-query-my-shop.ts';
import styles from '../components/seller-orders.module.css';
import { SellerShipDialog, type ShipTarget } from '../components/seller-ship-dialog.tsx';
import { SellerShopHeader } from '../components/seller-shop-header.tsx';

export const SELLER_ORDERS_PAGE_SIZE = 10;

function isFilter(value: string | null): value is SellerOrderFilter {
  return !!value && (SELLER_ORDER_FILTERS as readonly string[]).includes(value);
}

function shipTo(row: SellerOrderRow, pickUp: string): string {
  if (row.fulfillmentType === 'SITE_PICK_UP') return pickUp;
  const a = row.selectedAddress;
  return [a?.city, a?.country].filter(Boolean).join(', ') || '—';
}

/**
 * /seller/orders: the shop's orders by status (to ship first), searched by order number, paged; each
 * order to ship opens the ship dialog. Status, keyword and page live in the URL.
 */
export default function SellerOrdersPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  usePageTitle(t('seller.orders.title'));
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: SellerOrderFilter = isFilter(rawStatus) ? rawStatus : 'UN_DELIVERY';
  const keyword = params.get('keyword')?.trim() || undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('pageNo') ?? '1', 10) || 1);
  const shop = useSellerMyShop();
  const orders = useSellerPageOrders({
    page: { no: pageNo, size: SELLER_ORDERS_PAGE_SIZE },
    displayStatus: status,
    ...(keyword ? { keyword } : {}),
  });
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  // Spec §6, the server's own rule (decision 055): a frozen shop ships only orders placed before the
  // freeze, a cleared one nothing; until the shop is known no button shows.
  const mayShip = (row: SellerOrderRow) =>
    !!shop.data && merchantMay(row.displayStatus, 'ship') && sellerMayActOnOrder(shop.data, row.createdAt);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const total = orders.data?.total ?? 0;
  // A page beyond the end (the last order of a page was shipped) goes back to the last page.
  useEffect(() => {
    if (orders.data && pageNo > 1 && orders.data.data.length === 0 && total > 0) {
      update({ pageNo: String(Math.ceil(total / SELLER_ORDERS_PAGE_SIZE)) });
    }
  });

  const rows = orders.data?.data ?? [];
  const showActions = rows.some(mayShip);
  const pickUp = t('seller.orders.pickUp');

  const shipButton = (row: SellerOrderRow) =>
    mayShip(row) ? (
      <Button
        type="primary"
        icon={<SendOutlined aria-hidden="true" />}
        onClick={() => setShipping({ id: row.id, tradeOrderCode: row.tradeOrderCode })}
        aria-label={t('seller.orders.shipNamed', { code: row.tradeOrderCode })}
      >
        {t('seller.orders.ship')}
      </Button>
    ) : null;

  const statusText = (row: SellerOrderRow) => codeText(t, 'sellerOrderStatus', row.displayStatus);

  return (
    <section className={styles.page}>
      <SellerShopHeader shop={shop.data} error={shop.error} onRetry={() => void shop.refetch()} />
      <h1 className={styles.title}>{t('seller.orders.title')}</h1>

      <div className={styles.filters}>
        <Radio.Group
          className={mobile ? styles.statusScroll : styles.statusGroup}
          aria-label={t('seller.orders.filter.label')}
          optionType="button"
          buttonStyle="solid"
          value={status}
          onChange={(e) =>
            update({
              status: e.target.value === 'UN_DELIVERY' ? undefined : e.target.value,
              pageNo: undefined,
            })
          }
          options={SELLER_ORDER_FILTERS.map((value) => ({
            value,
            label: t(`seller.orders.filter.${value}`),
          }))}
        />
        <search className={styles.search}>
          <Input.Search
            key={keyword ?? ''}
            defaultValue={keyword}
            placeholder={t('seller.orders.search.placeholder')}
            aria-label={t('seller.orders.search.label')}
            enterButton={t('seller.orders.search.submit')}
            allowClear
            maxLength={100}
            onSearch={(value) => update({ keyword: value.trim() || undefined, pageNo: undefined })}
          />
        </search>
      </div>

      <h2 ref={resultsRef} className={styles.resultsTitle} tabIndex={-1}>
        {t(`seller.orders.filter.${status}`)}
        {orders.data ? (
          <span className={styles.count} aria-live="polite">
            {t('seller.orders.count', { count: total })}
          </span>
        ) : null}
      </h2>

      {orders.isError ? <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} /> : null}
      {orders.isPending ? <PageSpinner /> : null}

      {orders.data && rows.length === 0 ? (
        <Empty
          className={styles.empty}
          description={
            keyword ? t('seller.orders.emptySearch', { keyword }) : t(`seller.orders.empty.${status}`)
          }
        />
      ) : null}

      {rows.length > 0 && !mobile ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={orders.isPlaceholderData}>
            <caption className="k-sr-only">
              {t(`seller.orders.filter.${status}`)}: {t('seller.orders.count', { count: total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('seller.orders.columns.code')}</th>
                <th scope="col">{t('seller.orders.columns.buyer')}</th>
                <th scope="col" className={styles.num}>
                  {t('seller.orders.columns.paidAmt')}
                </th>
                <th scope="col">{t('seller.orders.columns.paidTime')}</th>
                <th scope="col">{t('seller.orders.columns.shipTo')}</th>
                {status === 'ALL' ? <th scope="col">{t('seller.orders.columns.status')}</th> : null}
                {showActions ? (
                  <th scope="col" className={styles.actionCol}>
                    <span className="k-sr-only">{t('seller.orders.columns.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.mono}>
                    {row.tradeOrderCode}
                  </th>
                  <td>{row.buyer.nickname}</td>
                  <td className={styles.num}>{formatMoney(row.paidAmt)}</td>
                  <td>{row.paidTime ? formatDateTime(row.paidTime) : t('seller.orders.notPaid')}</td>
                  <td>{shipTo(row, pickUp)}</td>
                  {status === 'ALL' ? <td>{statusText(row)}</td> : null}
                  {showActions ? <td className={styles.actionCol}>{shipButton(row)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {rows.length > 0 && mobile ? (
        <ul className={styles.cards} aria-busy={orders.isPlaceholderData}>
          {rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <p className={styles.cardHead}>
                <span className="k-sr-only">{t('seller.orders.columns.code')}: </span>
                <span className={styles.mono}>{row.tradeOrderCode}</span>
                <span className={styles.cardStatus}>{statusText(row)}</span>
              </p>
              <PairList
                className={styles.cardFacts}
                rows={[
                  [t('seller.orders.columns.buyer'), row.buyer.nickname],
                  [t('seller.orders.columns.paidAmt'), formatMoney(row.paidAmt)],
                  [
                    t('seller.orders.columns.paidTime'),
                    row.paidTime ? formatDateTime(row.paidTime) : t('seller.orders.notPaid'),
                  ],
                  [t('seller.orders.columns.shipTo'), shipTo(row, pickUp)],
                ]}
              />
              {shipButton(row) ? <div className={styles.cardAction}>{shipButton(row)}</div> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.pagination}>
        <Pager
          label={t('seller.orders.pagination')}
          current={pageNo}
          pageSize={SELLER_ORDERS_PAGE_SIZE}
          total={total}
          compact={mobile}
          onChange={(no) => {
            update({ pageNo: no > 1 ? String(no) : undefined });
            revealResults(resultsRef.current);
          }}
        />
      </div>

      <SellerShipDialog
        order={shipping}
        onClose={() => setShipping(null)}
        onClosed={() =>
          // A shipped order may have left the list, and with it the button focus returns to.
          setTimeout(() => {
            const active = document.activeElement;
            if (!active || active === document.body) resultsRef.current?.focus();
          }, 0)
        }
      />
    </section>
  );
}
