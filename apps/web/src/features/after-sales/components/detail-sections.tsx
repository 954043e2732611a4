import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { to } from '../../../shared/paths.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { EnvironmentOutlined } from '../../../shared/ui/icons.tsx';
import { InfoCircleFilled } from '../../../shared/ui/more-icons.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import styles from './after-sales.module.css';
import { attributesText, StatusTag, statusLabel, typeLabel } from './parts.tsx';

/** The seller's return address on one line, or '' when the seller gave none. */
export function returnAddressText(order: Pick<AfterSalesOrder, 'returnAddress'>): string {
  const a = order.returnAddress;
  // The phone number never breaks over two lines.
  return a ? [a.name, a.phone?.replace(/ /g, '\u00a0'), a.address].filter((v) => v?.trim()).join(', ') : '';
}

/** Number (copyable), date, type and status. */
export function DetailHeader({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <section className={styles.card} aria-label={t('afterSales.detail.summary')}>
      <div className={styles.numberRow}>
        <span className={styles.muted}>{t('afterSales.number')}:</span>
        <strong className={styles.mono}>{order.reverseTradeOrderCode}</strong>
        <CopyButton
          text={order.reverseTradeOrderCode}
          label={t('afterSales.detail.copyNumber')}
          className={styles.copy}
        />
      </div>
      <PairList
        className={styles.pairs}
        rows={[
          [
            t('afterSales.detail.appliedAt'),
            <time key="applied" dateTime={order.createdAt}>
              {formatDateTime(order.createdAt)}
            </time>,
          ],
          [t('afterSales.detail.type'), typeLabel(t, order.reverseTradeOrderType)],
          [t('afterSales.detail.status'), <StatusTag key="status" status={order.reverseTradeOrderStatus} />],
        ]}
      />
    </section>
  );
}

/** The status in large type with what happens next, and the seller's changes. */
export function StatusBanner({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const status = order.reverseTradeOrderStatus;
  return (
    <>
      <div className={styles.banner} role="status">
        <InfoCircleFilled className={styles.bannerIcon} aria-hidden="true" />
        <div>
          <p className={styles.bannerTitle}>{statusLabel(t, status)}</p>
          <p className={styles.bannerText}>
            {t(`afterSales.detail.hint.${status}`, { defaultValue: t('afterSales.detail.hint.default') })}
          </p>
        </div>
      </div>
      {status === 'WAITING_FOR_BUYER_RETURN' ? (
        <section className={styles.notice} aria-labelledby="return-title">
          <p id="return-title" className={styles.noticeTitle}>
            {t('afterSales.detail.returnSoon')}
          </p>
          {returnAddressText(order) ? (
            <p>
              <EnvironmentOutlined aria-hidden="true" /> {t('afterSales.detail.returnAddress')}:{' '}
              {returnAddressText(order)}
            </p>
          ) : null}
        </section>
      ) : null}
      {order.typeChangedBySeller || order.amountChangedBySeller ? (
        <div className={styles.notice}>
          {order.typeChangedBySeller ? (
            <p>
              {t('afterSales.detail.typeChanged', {
                from: typeLabel(t, order.originalReverseTradeOrderType ?? ''),
                to: typeLabel(t, order.reverseTradeOrderType),
              })}
            </p>
          ) : null}
          {order.amountChangedBySeller ? (
            <p>
              {t('afterSales.detail.amountChanged', {
                amount: formatMoney(order.agreedRefundAmt ?? order.applyRefundAmt),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The goods: image, name, attributes, price, quantity; the replacement under each exchanged line. */
export function GoodsList({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <section className={styles.card} aria-labelledby="goods-title">
      <h2 id="goods-title" className={styles.cardTitle}>
        {t('afterSales.detail.goods')}
      </h2>
      <ul className={styles.goods}>
        {order.reverseTradeOrderLineList.map((line) => (
          <li key={line.id} className={styles.good}>
            <div className={styles.goodRow}>
              <ProductImage src={line.sku.image} size={64} />
              <div className={styles.goodText}>
                <p className={styles.goodName}>{line.sku.name}</p>
                {attributesText(line.sku.attributes, t) ? (
                  <p className={styles.muted}>{attributesText(line.sku.attributes, t)}</p>
                ) : null}
                <p className={styles.goodFacts}>
                  <span>
                    {t('afterSales.detail.price')}: {formatMoney(line.sku.salePrc) || '—'}
                  </span>
                  <span>{t('afterSales.detail.qty', { qty: line.reverseQty })}</span>
                </p>
              </div>
            </div>
            {line.derivativeSku ? (
              <div className={styles.exchange}>
                <ProductImage src={line.derivativeSku.image} size={44} />
                <div className={styles.goodText}>
                  <span className={styles.exchangeLabel}>{t('afterSales.detail.exchangeItem')}</span>
                  <span>{line.derivativeSku.name}</span>
                  {attributesText(line.derivativeSku.attributes, t) ? (
                    <span className={styles.muted}>{attributesText(line.derivativeSku.attributes, t)}</span>
                  ) : null}
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Type, status, amounts, reason, remarks, reject reasons and the changed-to-return flag. */
export function RefundSummary({
  order,
  viewer = 'BUYER',
}: {
  order: AfterSalesOrder;
  /** Who reads it: the buyer's own notes say "You", the seller sees them as the buyer's. */
  viewer?: 'BUYER' | 'SELLER';
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  // An exchange gives no money back: no amount asked for.
  const exchange = order.reverseTradeOrderType === 'SALE_EXCHANGE';
  const remarkBy = (entityType: string) =>
    viewer === 'SELLER' && entityType === 'BUYER'
      ? t('afterSales.seller.buyerRemark')
      : codeText(t, 'afterSalesActor', entityType);
  const rows: [string, string | null | undefined][] = [
    [t('afterSales.detail.type'), typeLabel(t, order.reverseTradeOrderType)],
    [t('afterSales.detail.status'), statusLabel(t, order.reverseTradeOrderStatus)],
    [
      t('afterSales.detail.applyAmount'),
      order.applyRefundAmt && !exchange ? formatMoney(order.applyRefundAmt) : null,
    ],
    [t('afterSales.detail.refundAmount'), order.actualRefundAmt ? formatMoney(order.actualRefundAmt) : null],
    [
      t('afterSales.detail.refundShipping'),
      order.actualRefundShippingAmt ? formatMoney(order.actualRefundShippingAmt) : null,
    ],
    [
      t('afterSales.detail.sellerRefundShipping'),
      order.sellerConfirmRefundShippingAmt ? formatMoney(order.sellerConfirmRefundShippingAmt) : null,
    ],
    [
      t('afterSales.detail.refundStatus'),
      order.refund ? codeText(t, 'refundStatus', order.refund.status) : null,
    ],
    [
      t('afterSales.detail.reason'),
      order.reverseReasonText ||
        (order.reverseReason ? codeText(t, 'afterSalesReason', order.reverseReason) : null),
    ],
    [t('afterSales.detail.auditReject'), order.rejectReason?.auditRejectReason],
    [t('afterSales.detail.qcReject'), order.rejectReason?.qcRejectReason],
    [t('afterSales.detail.changeToReturn'), order.changeToReturn ? t('afterSales.detail.yes') : null],
  ];
  const remarks = order.remarkList.filter((r) => r.remark || r.attachmentList?.files.length);
  return (
    <section className={styles.card} aria-labelledby="refund-title">
      <h2 id="refund-title" className={styles.cardTitle}>
        {t('afterSales.detail.refundTitle')}
      </h2>
      <PairList rows={rows} className={styles.pairs} />
      {remarks.length ? (
        <div>
          <h3 className={styles.cardTitle} style={{ fontSize: 14, marginBottom: 8 }}>
            {t('afterSales.detail.remarks')}
          </h3>
          <ul className={styles.list}>
            {remarks.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: remarks have no id; the list only grows at its end
              <li key={`${r.createdAt}-${i}`}>
                <p className={styles.muted}>
                  {remarkBy(r.entityType)} · {formatDateTime(r.createdAt)}
                </p>
                {r.remark ? <p style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>{r.remark}</p> : null}
                {r.attachmentList?.files.length ? (
                  <ul className={styles.images}>
                    {r.attachmentList.files.map((f, n) => (
                      <li key={f.url}>
                        <a href={f.url} target="_blank" rel="noreferrer">
                          <img src={f.url} alt={t('afterSales.detail.image', { n: n + 1 })} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The order it belongs to: number (a link) and creation time. */
export function OrderInfo({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const created = order.tradeOrder.timeline?.orderedTime ?? order.orderedTime;
  return (
    <section className={styles.card} aria-labelledby="order-info-title">
      <h2 id="order-info-title" className={styles.cardTitle}>
        {t('afterSales.detail.orderInfo')}
      </h2>
      <PairList
        className={styles.pairs}
        rows={[
          [
            t('afterSales.detail.orderNumber'),
            <Link
              key="order"
              to={to('orderDetail', { orderId: order.tradeOrder.id })}
              className={styles.mono}
            >
              {order.tradeOrder.tradeOrderCode}
            </Link>,
          ],
          created
            ? [
                t('afterSales.detail.orderCreated'),
                <time key="created" dateTime={created}>
                  {formatDateTime(created)}
                </time>,
              ]
            : null,
          order.shopName ? [t('afterSales.detail.shop'), order.shopName] : null,
        ]}
      />
    </section>
  );
}
