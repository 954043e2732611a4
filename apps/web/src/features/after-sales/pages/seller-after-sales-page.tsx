import { AFTER_SALES_STATUSES } from '@kontor/domain/after-sales/after-sales-status';
import { sellerMayActOnOrder } from '@kontor/domain/merchant/seller-rights';
import { Button, Drawer, Empty, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { type SellerShop, SellerShopHeader, useSellerMyShop } from '../../orders/index.ts';
import { useSellerReverseOrder, useSellerReverseOrders } from '../api/seller-after-sales.ts';
import styles from '../components/after-sales.module.css';
import { GoodsList, RefundSummary } from '../components/detail-sections.tsx';
import { StatusTag, typeLabel } from '../components/parts.tsx';
import { AuditForm } from '../components/seller-audit-step.tsx';
import { ReceiveForm } from '../components/seller-receive-step.tsx';
import { RetryRefund } from '../components/seller-retry-refund-step.tsx';
import { ShipExchangeForm } from '../components/seller-ship-exchange-step.tsx';
import { sellerOperations } from '../model/status.ts';

const PAGE_SIZE = 10;

/**
 * /seller/after-sales: the shop's after-sales orders by status; a drawer shows the buyer's
 * application and the steps the server offers (audit, receive the return, ship the replacement).
 */
export default function SellerAfterSalesPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.seller.title'));
  const mobile = useIsMobile();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = (AFTER_SALES_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as (typeof AFTER_SALES_STATUSES)[number])
    : undefined;
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const list = useSellerReverseOrders({
    page: { no: pageNo, size: PAGE_SIZE },
    ...(status ? { status } : {}),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.data ?? [];
  const shop = useSellerMyShop();
  const handles = (row: (typeof rows)[number]) => operationsFor(shop.data, row).length > 0;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  return (
    <section className={styles.page}>
      <SellerShopHeader shop={shop.data} error={shop.error} onRetry={() => void shop.refetch()} />
      <h1 className={styles.title}>{t('afterSales.seller.title')}</h1>
      <div className={styles.filters}>
        <Select
          aria-label={t('afterSales.seller.filter')}
          value={status ?? 'ALL'}
          style={{ minWidth: 240 }}
          onChange={(v) => update({ status: v === 'ALL' ? undefined : v, pageNo: undefined })}
          options={[
            { value: 'ALL', label: t('afterSales.list.filters.ALL') },
            ...AFTER_SALES_STATUSES.map((s) => ({
              value: s,
              label: codeText(t, 'afterSalesStatus', s),
            })),
          ]}
        />
      </div>
      {list.isError ? <ErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <PageSpinner /> : null}
      {list.data && rows.length === 0 ? <Empty description={t('afterSales.list.empty')} /> : null}
      {rows.length > 0 ? (
        mobile ? (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.row}>
                <div className={styles.rowHead}>
                  <span className={styles.mono}>{row.reverseTradeOrderCode}</span>
                  <StatusTag status={row.reverseTradeOrderStatus} />
                </div>
                <p className={styles.muted}>
                  {typeLabel(t, row.reverseTradeOrderType)} · {formatMoney(row.applyRefundAmt) || '—'} ·{' '}
                  {formatDateTime(row.createdAt)}
                </p>
                <Button
                  onClick={() => setOpenId(row.id)}
                  aria-label={t('afterSales.seller.openNamed', { code: row.reverseTradeOrderCode })}
                >
                  {t('afterSales.seller.open')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="k-sr-only">{t('afterSales.seller.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('afterSales.number')}</th>
                  <th scope="col">{t('afterSales.detail.orderNumber')}</th>
                  <th scope="col">{t('afterSales.detail.type')}</th>
                  <th scope="col">{t('afterSales.detail.applyAmount')}</th>
                  <th scope="col">{t('afterSales.detail.appliedAt')}</th>
                  <th scope="col">{t('afterSales.detail.status')}</th>
                  <th scope="col">
                    <span className="k-sr-only">{t('afterSales.detail.operations')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={`${styles.mono} ${styles.code}`}>
                      {row.reverseTradeOrderCode}
                    </th>
                    <td className={`${styles.mono} ${styles.code}`}>{row.tradeOrder.tradeOrderCode}</td>
                    <td>{typeLabel(t, row.reverseTradeOrderType)}</td>
                    <td>{formatMoney(row.applyRefundAmt) || '—'}</td>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>
                      <StatusTag status={row.reverseTradeOrderStatus} />
                    </td>
                    <td>
                      <Button
                        type={handles(row) ? 'primary' : 'default'}
                        onClick={() => setOpenId(row.id)}
                        aria-label={t('afterSales.seller.openNamed', { code: row.reverseTradeOrderCode })}
                      >
                        {handles(row) ? t('afterSales.seller.handle') : t('afterSales.seller.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <Pager
        label={t('afterSales.list.pages')}
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        compact={mobile}
        onChange={(no) => update({ pageNo: no > 1 ? String(no) : undefined })}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={t('afterSales.seller.drawerTitle')}
        size={mobile ? undefined : 640}
        destroyOnHidden
      >
        {openId !== null ? <SellerDetail id={openId} shop={shop.data} /> : null}
      </Drawer>
    </section>
  );
}

/**
 * The steps the server offers, as far as the shop may act (spec §6, decision 055's rule): a frozen shop
 * only on orders placed before the freeze, a cleared one not at all; none until the shop is known.
 */
function operationsFor<O>(
  shop: SellerShop | undefined,
  order: { operationList: O[]; tradeOrder: { timeline: { orderedTime: string } } },
): O[] {
  return shop && sellerMayActOnOrder(shop, order.tradeOrder.timeline.orderedTime) ? order.operationList : [];
}

function SellerDetail({ id, shop }: { id: number; shop: SellerShop | undefined }) {
  const detail = useSellerReverseOrder(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />;
  const order = detail.data;
  const ops = sellerOperations(operationsFor(shop, order));
  return (
    <div>
      <div className={styles.drawerSection}>
        <p className={styles.rowHead}>
          <span className={styles.mono}>{order.reverseTradeOrderCode}</span>
          <StatusTag status={order.reverseTradeOrderStatus} />
        </p>
      </div>
      <div className={styles.drawerSection}>
        {ops.includes('AUDIT') ? <AuditForm order={order} /> : null}
        {ops.includes('RECEIVE_RETURN') ? <ReceiveForm order={order} /> : null}
        {ops.includes('SHIP_EXCHANGE') ? <ShipExchangeForm order={order} /> : null}
        {ops.includes('RETRY_REFUND') ? <RetryRefund order={order} /> : null}
      </div>
      <div className={styles.drawerSection}>
        <RefundSummary order={order} viewer="SELLER" />
        <GoodsList order={order} />
      </div>
    </div>
  );
}
