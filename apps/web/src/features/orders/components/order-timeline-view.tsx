import type { OrderDetail } from '@kontor/domain/orders/orders-responses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { useWaybills } from '../api/waybill-tracking.ts';
import { orderTimeline } from '../model/order-timeline.ts';
import styles from './order-detail.module.css';

/** The order's history from its event log and its packages' tracking, newest first (DESIGN §5). */
export function OrderTimelineView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const tracking = useWaybills(order.packages);
  const entries = useMemo(
    () =>
      orderTimeline(order.events, order.packages, tracking, {
        money: formatMoney,
        channel: (code) => codeText(t, 'payChannel', code),
        failure: (reason) => codeText(t, 'paymentFailure', reason),
        afterSalesType: (type) => codeText(t, 'afterSalesType', type),
        afterSalesStatus: (status) => codeText(t, 'afterSalesStatus', status),
        trackingStage: (stage) => codeText(t, 'trackingStage', stage),
      }),
    [order.events, order.packages, tracking, formatMoney, t],
  );
  if (entries.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.cardTitle}>
        {t('orders.timeline.title')}
      </h2>
      <ol className={styles.timeline}>
        {entries.map((e, i) => (
          <li
            key={e.id}
            className={`${styles.tlItem} ${styles[`tl_${e.tone}`] ?? ''} ${i === 0 ? styles.tlLatest : ''}`}
          >
            <span className={styles.tlDot} aria-hidden="true" />
            <p className={styles.tlText}>
              {i === 0 ? <span className={styles.tlTag}>{t('orders.timeline.latest')}</span> : null}
              {codeText(t, 'timelineKind', e.kind, e.params)}
            </p>
            <p className={styles.tlMeta}>
              <time dateTime={e.at}>{formatDate(e.at)}</time>
              {e.actor && e.kind !== 'TRACKING' ? ` · ${codeText(t, 'eventActor', e.actor)}` : ''}
              {e.detail ? ` · ${e.detail}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
