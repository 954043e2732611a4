import { orderStatusKey } from '@kontor/domain/orders/order-status';
import type { OrderDetail } from '@kontor/domain/orders/orders-responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { InboxOutlined } from '../../../shared/ui/icons.tsx';
import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  SyncOutlined,
} from '../../../shared/ui/more-icons.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { isTwoStepPreSale, payCountdownDeadline, preSaleNotice } from '../model/pre-sale.ts';
import styles from './order-detail.module.css';
import { PayCountdown } from './pay-countdown.tsx';
import { StatusBadge } from './status-badge.tsx';

const STATUS_ICONS: Record<string, ReactNode> = {
  PENDING_PAY: <ClockCircleOutlined />,
  PENDING_DEPOSIT: <ClockCircleOutlined />,
  PENDING_BALANCE: <ClockCircleOutlined />,
  UN_DELIVERY: <InboxOutlined />,
  UN_RECEIVED: <CarOutlined />,
  COMPLETE: <CheckCircleOutlined />,
  CLOSED: <CloseCircleOutlined />,
  CANCEL_ALL: <CloseCircleOutlined />,
  CANCELED: <CloseCircleOutlined />,
};

function OrderNumber({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <span className={styles.number}>
      <span className={styles.numberValue}>{order.tradeOrderCode}</span>
      <CopyButton text={order.tradeOrderCode} label={t('orders.detail.copyNumber')} />
    </span>
  );
}

/** The countdowns of an unpaid order or an unpaid pre-sale deposit (spec §4). */
export function OrderCountdown({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const deadline = payCountdownDeadline(order);
  const notice = preSaleNotice(order);
  if (deadline) {
    return (
      <PayCountdown
        orderId={order.id}
        deadlineMillis={deadline}
        label={t('orders.detail.payCountdown')}
        note={t('orders.detail.payCountdownNote')}
      />
    );
  }
  if (notice?.kind === 'depositCountdown') {
    return (
      <PayCountdown
        orderId={order.id}
        deadlineMillis={notice.deadlineMillis}
        label={t('orders.detail.depositCountdown')}
        note={t('orders.detail.depositCountdownNote')}
      />
    );
  }
  return null;
}

/** Pre-sale steps (deposit, then balance) and what happens next (spec §4 "Pre-sale"). */
export function PreSaleBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const notice = preSaleNotice(order);
  const twoStep = isTwoStepPreSale(order);
  if (!notice && !twoStep) return null;
  const stage = (name: 'DEPOSIT' | 'BALANCE') =>
    order.tradeContract?.paymentOrderList.find((p) => p.stage === name);
  const deposit = stage('DEPOSIT');
  const balance = stage('BALANCE');
  let text: string | null = null;
  if (notice?.kind === 'balanceDeadline')
    text = t('orders.detail.preSale.balanceDeadline', { date: formatDate(notice.at) });
  if (notice?.kind === 'balanceStart')
    text = t('orders.detail.preSale.balanceStart', { date: formatDate(notice.at) });
  if (notice?.kind === 'expectedDays') text = t('orders.detail.preSale.expectedDays', { count: notice.days });
  if (notice?.kind === 'expectedDate')
    text = t('orders.detail.preSale.expectedDate', { date: formatDate(notice.date, false) });
  return (
    <section className={styles.preSale} aria-labelledby="pre-sale-title">
      <h2 id="pre-sale-title" className={styles.preSaleTitle}>
        {t('orders.detail.preSale.title')}
      </h2>
      {twoStep && (deposit || balance) ? (
        <ol className={styles.steps}>
          {[
            { key: 'deposit', label: t('orders.detail.preSale.deposit'), po: deposit },
            { key: 'balance', label: t('orders.detail.preSale.balance'), po: balance },
          ].map((s) => (
            <li
              key={s.key}
              className={s.po?.status === 'PAID' ? `${styles.step} ${styles.stepDone}` : styles.step}
            >
              <span>{s.label}</span>
              <strong>{s.po ? formatMoney(s.po.amount) : '—'}</strong>
              <span className={styles.stepState}>
                {s.po?.status === 'PAID'
                  ? t('orders.detail.preSale.paid')
                  : t('orders.detail.preSale.unpaid')}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {text ? <p className={styles.preSaleText}>{text}</p> : null}
    </section>
  );
}

/** Number (copyable), creation time, status, countdown, pre-sale notice and after-sales message. */
export function OrderHeader({ order, mobile }: { order: OrderDetail; mobile: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const created = order.timeline.orderedTime ?? order.createdAt;
  const reverse =
    order.reverseStatus === 'PROCESSING' ? (
      <p className={styles.notice} role="note">
        {t('orders.detail.reverseProcessing')}
      </p>
    ) : null;
  const autoConfirm =
    order.displayStatus === 'UN_RECEIVED' && order.receiptDeadlineMillis ? (
      <p className={styles.muted}>
        {t('orders.detail.autoConfirm', { date: formatDate(order.receiptDeadlineMillis) })}
      </p>
    ) : null;

  if (mobile) {
    return (
      <>
        <section
          className={`${styles.banner} ${styles[`banner_${order.displayStatus}`] ?? ''}`}
          aria-label={t('orders.detail.summary')}
        >
          <span className={styles.bannerIcon} aria-hidden="true">
            {STATUS_ICONS[order.displayStatus] ?? <SyncOutlined />}
          </span>
          <p className={styles.bannerStatus}>{t(orderStatusKey(order.displayStatus))}</p>
          <OrderCountdown order={order} />
        </section>
        <section className={styles.card}>
          <PairList
            className={styles.facts}
            rows={[
              [t('orders.orderNumber'), <OrderNumber key="number" order={order} />],
              [t('orders.detail.createdAt'), formatDate(created)],
              [t('orders.detail.amount'), formatMoney(order.needPayAmt), { value: styles.amountValue }],
            ]}
          />
          {autoConfirm}
          {reverse}
        </section>
        <PreSaleBlock order={order} />
      </>
    );
  }

  return (
    <section className={styles.card} aria-label={t('orders.detail.summary')}>
      <div className={styles.headerTop}>
        <PairList
          className={styles.headerFacts}
          rows={[
            [t('orders.orderNumber'), <OrderNumber key="number" order={order} />],
            [t('orders.detail.createdAt'), formatDate(created)],
            [t('orders.detail.shop'), order.shop.name],
          ]}
        />
        <StatusBadge status={order.displayStatus} large />
      </div>
      <OrderCountdown order={order} />
      {autoConfirm}
      {reverse}
      <PreSaleBlock order={order} />
    </section>
  );
}
