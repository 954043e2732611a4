import { ORDER_CARD_MAX_IMAGES } from '@kontor/domain/orders/order-list';
import type { OrderSummary } from '@kontor/domain/orders/orders-responses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { ShopOutlined } from '../../../shared/ui/icons.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { cardImages, itemCount } from '../model/order-line.ts';
import { payCountdownDeadline } from '../model/pre-sale.ts';
import { ActionList, useOrderActions } from './order-actions.tsx';
import styles from './order-card.module.css';
import { PayCountdown } from './pay-countdown.tsx';
import { StatusBadge } from './status-badge.tsx';

const POINTS_TRADE = 'NORMAL_POINT_REDEEM';

/** One order in the list: shop, number, date, status, up to three line images, amount and its actions. */
export function OrderCard({ order, compact }: { order: OrderSummary; compact: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const api = useOrderActions(order);
  const titleId = useId();
  const { shown, more } = cardImages(order.tradeOrderLineList, ORDER_CARD_MAX_IMAGES);
  const detailUrl = to('orderDetail', { orderId: order.id });
  const deadline = payCountdownDeadline(order);
  const points = order.tradeType === POINTS_TRADE && order.actualPaidPoints + order.actualNeedPayPoints > 0;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <span className={styles.shop}>
          <ShopOutlined aria-hidden="true" />
          {order.shop.name}
        </span>
        <StatusBadge status={order.displayStatus} />
      </header>
      <div className={styles.meta}>
        <h2 id={titleId} className={styles.number}>
          <span className={styles.numberLabel}>{t('orders.orderNumber')}</span> {order.tradeOrderCode}
        </h2>
        <span className={styles.date}>
          {t('orders.card.placedOn', { date: formatDate(order.timeline.orderedTime ?? order.createdAt) })}
        </span>
      </div>
      <div className={styles.body}>
        <ul className={styles.images}>
          {shown.map((line) => (
            <li key={line.id}>
              <ProductImage src={line.sku.image} alt={line.sku.name} size={compact ? 64 : 72} />
            </li>
          ))}
          {more > 0 ? (
            <li className={styles.moreTile}>
              <span aria-hidden="true">{t('orders.card.moreItems', { count: more })}</span>
              <span className="k-sr-only">{t('orders.card.moreItemsLabel', { count: more })}</span>
            </li>
          ) : null}
        </ul>
        {order.tradeOrderLineList.length === 1 && !compact ? (
          <p className={styles.single}>{order.tradeOrderLineList[0]!.sku.name}</p>
        ) : null}
        <p className={styles.amount}>
          <span className={styles.items}>
            {t('orders.card.items', { count: itemCount(order.tradeOrderLineList) })}
          </span>
          <span className={styles.totalLabel}>{t('orders.card.total')}</span>
          <strong className={styles.totalValue}>
            {points
              ? t('orders.detail.points.value', {
                  count: order.actualPaidPoints || order.actualNeedPayPoints,
                })
              : formatMoney(order.needPayAmt)}
          </strong>
        </p>
      </div>
      {deadline ? (
        <PayCountdown
          orderId={order.id}
          deadlineMillis={deadline}
          label={t('orders.detail.payCountdown')}
          variant="inline"
        />
      ) : null}
      <footer className={styles.foot}>
        <Link
          className={styles.details}
          to={detailUrl}
          aria-label={t('orders.card.detailsOf', { code: order.tradeOrderCode })}
        >
          {t('orders.card.details')}
        </Link>
        <ActionList api={api} compact={compact} size="small" className={styles.actions} />
      </footer>
    </article>
  );
}
