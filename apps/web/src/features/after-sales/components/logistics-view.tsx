import type { AfterSalesOrder, AsShipment } from '@kontor/domain/after-sales/after-sales-responses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { useWaybill } from '../api/waybill.ts';
import { exchangeShipment, returnShipment, timeline } from '../model/shipments.ts';
import styles from './after-sales.module.css';

type Tab = 'return' | 'exchange';

/**
 * Return and exchange parcels in two tabs (spec §2 /buyer/m-logistics): carrier, tracking number
 * with a copy button and the timeline, newest first and highlighted; at most 399 px high.
 */
export function LogisticsView({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const ret = returnShipment(order);
  const exc = exchangeShipment(order);
  const [tab, setTab] = useState<Tab>(!ret && exc ? 'exchange' : 'return');
  const base = useId();
  const tabs: Tab[] = ['return', 'exchange'];
  const shipment = tab === 'return' ? ret : exc;
  return (
    <div>
      <div role="tablist" className={styles.tabsRow} aria-label={t('afterSales.logistics.title')}>
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${base}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${base}-panel`}
            tabIndex={tab === value ? 0 : -1}
            className={styles.segment}
            onClick={() => setTab(value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = value === 'return' ? 'exchange' : 'return';
                setTab(next);
                document.getElementById(`${base}-${next}`)?.focus();
              }
            }}
          >
            {t(`afterSales.logistics.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`} style={{ paddingTop: 12 }}>
        <Parcel key={tab} shipment={shipment} />
      </div>
    </div>
  );
}

function Parcel({ shipment }: { shipment: AsShipment | undefined }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const tracked = useWaybill(shipment);
  if (!shipment) return <p className={styles.muted}>{t('afterSales.logistics.empty')}</p>;
  const entries = timeline(shipment, tracked.data);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className={styles.parcelHead}>
        <span>
          <span className={styles.muted}>{t('afterSales.logistics.carrier')}: </span>
          <strong>{shipment.fulfillmentServiceProvider?.entityName ?? '—'}</strong>
        </span>
        <span className={styles.numberRow}>
          <span className={styles.muted}>{t('afterSales.logistics.code')}: </span>
          <span className={styles.mono}>{shipment.serviceCode}</span>
          <CopyButton
            text={shipment.serviceCode}
            label={t('afterSales.logistics.copyCode')}
            className={styles.copy}
          />
        </span>
      </div>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('afterSales.logistics.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the timeline scrolls; keyboard users must reach it
        <ol className={styles.timeline} tabIndex={0} aria-label={t('afterSales.logistics.timeline')}>
          {entries.map((e, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two events may share time and text; the list is rebuilt whole
              key={`${e.time}-${index}`}
              className={
                index === 0 ? `${styles.timelineItem} ${styles.timelineLatest}` : styles.timelineItem
              }
              aria-current={index === 0 ? 'step' : undefined}
            >
              <p>{e.stage ? codeText(t, 'trackingStage', e.stage) : e.context}</p>
              <p>
                <time dateTime={e.time}>{formatDateTime(e.time)}</time>
                {e.area ? ` · ${e.area}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
