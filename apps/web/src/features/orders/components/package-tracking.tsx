import type { OrderPackage } from '@kontor/domain/orders/orders-responses';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatNumber } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { useWaybill } from '../api/waybill-tracking.ts';
import styles from './package-tracking.module.css';

interface PackageTrackingProps {
  pkg: OrderPackage;
  index: number;
  /** Lines of the package by order line id, to say what is in it. */
  lineNames?: Map<number, string>;
  /** The modal limits the event list to 399 px (spec §9); the page shows it whole. */
  limitHeight?: boolean;
  headingLevel?: 2 | 3;
}

/** One package: carrier, tracking number (copyable), contents and its tracking events, newest first and highlighted. */
export function PackageTracking({
  pkg,
  index,
  lineNames,
  limitHeight,
  headingLevel = 3,
}: PackageTrackingProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const formatNumber = useFormatNumber();
  const tracking = useWaybill(pkg);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const events = tracking.data ?? [];
  const noWaybill = !pkg.fulfillmentServiceProvider || !pkg.serviceCode;
  const listId = `package-${pkg.id}-events`;
  return (
    <section className={styles.package} aria-labelledby={`package-${pkg.id}-title`}>
      <div className={styles.head}>
        <Heading id={`package-${pkg.id}-title`} className={styles.title}>
          {t('orders.track.packageTitle', { index })}
        </Heading>
        <span className={styles.status}>{codeText(t, 'packageStatus', pkg.fulfillmentProgressStatus)}</span>
      </div>
      <PairList
        className={styles.facts}
        rows={[
          [t('orders.track.carrier'), pkg.fulfillmentServiceProvider?.entityName ?? '—'],
          [
            t('orders.track.waybill'),
            <>
              <span className={styles.waybill}>{pkg.serviceCode ?? '—'}</span>
              {pkg.serviceCode ? (
                <CopyButton text={pkg.serviceCode} label={t('orders.track.copyWaybill')} />
              ) : null}
            </>,
          ],
          [t('orders.track.shipped'), formatDate(pkg.createdAt)],
        ]}
      />
      {lineNames && pkg.fulfillmentProgressLineList.length > 0 ? (
        <ul className={styles.contents}>
          {pkg.fulfillmentProgressLineList.map((l) => (
            <li key={l.tradeOrderLine.id}>
              {lineNames.get(l.tradeOrderLine.id) ?? `#${l.tradeOrderLine.id}`} × {formatNumber(l.qty)}
            </li>
          ))}
        </ul>
      ) : null}
      {noWaybill ? <p className={styles.muted}>{t('orders.track.empty')}</p> : null}
      {!noWaybill && tracking.isError ? (
        <ErrorAlert error={tracking.error} onRetry={() => void tracking.refetch()} />
      ) : null}
      {!noWaybill && tracking.isPending ? (
        <p className={styles.muted} role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {!noWaybill && tracking.isSuccess && events.length === 0 ? (
        <p className={styles.muted}>{t('orders.track.empty')}</p>
      ) : null}
      {events.length > 0 ? (
        <ol
          id={listId}
          className={limitHeight ? `${styles.events} ${styles.limited}` : styles.events}
          aria-label={t('orders.track.events', { index })}
          tabIndex={limitHeight ? 0 : undefined}
        >
          {events.map((ev, i) => (
            <li
              key={`${ev.originTime}-${ev.context}`}
              className={i === 0 ? `${styles.event} ${styles.latest}` : styles.event}
            >
              <span className={styles.dot} aria-hidden="true" />
              <p className={styles.context}>
                {i === 0 ? <span className={styles.latestTag}>{t('orders.track.latest')}</span> : null}
                {codeText(t, 'trackingStage', ev.stage)}
              </p>
              <p className={styles.meta}>
                <time dateTime={ev.formatTime}>{formatDate(ev.formatTime)}</time>
                {ev.areaName ? ` · ${ev.areaName}` : ''}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
