import type { Money } from '@kontor/domain/money';
import type { AnyOrderLine, OrderDetail } from '@kontor/domain/orders/orders-responses';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { afterSalesOfLineUrl, lineInAfterSales } from '../model/action-targets.ts';
import { attributesText, quantityText } from '../model/order-line.ts';
import styles from './order-detail.module.css';

function unitPrice(line: AnyOrderLine): Money | null {
  return line.tradeOrderLinePrice.campaignUnitAmt ?? line.sku.salePrc;
}

const AfterSalesChooser = lazy(() => import('./after-sales-chooser.tsx'));

/**
 * The in-after-sale link (spec §4): one record opens its detail, several open a chooser; without
 * the record ids the after-sales list of the line.
 */
function AfterSalesCell({ order, line }: { order: OrderDetail; line: AnyOrderLine }) {
  const { t } = useTranslation();
  const [chooser, setChooser] = useState<'open' | 'closing' | null>(null);
  if (!lineInAfterSales(line)) return <span className={styles.muted}>—</span>;
  const label =
    line.reverseStatus === 'DONE' ? t('orders.detail.afterSalesDone') : t('orders.detail.inAfterSales');
  const ids = line.reverseOrderIds ?? [];
  if (ids.length === 1) {
    return (
      <Link to={to('afterSalesDetail', { asid: ids[0]! })} className={styles.asLink}>
        {label}
      </Link>
    );
  }
  if (ids.length === 0) {
    return (
      <Link to={afterSalesOfLineUrl(order.id, line.sku.id)} className={styles.asLink}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`${styles.asLink} ${styles.linkButton}`}
        aria-haspopup="dialog"
        onClick={() => setChooser('open')}
      >
        {label}
      </button>
      {chooser ? (
        <Suspense fallback={null}>
          <AfterSalesChooser
            ids={ids}
            lineName={line.sku.name}
            open={chooser === 'open'}
            onClose={() => setChooser('closing')}
            afterClose={() => setChooser(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ItemInfo({ line, child }: { line: AnyOrderLine; child?: boolean }) {
  const { t } = useTranslation();
  const attrs = attributesText(line, t);
  return (
    <div className={child ? `${styles.itemInfo} ${styles.itemChild}` : styles.itemInfo}>
      <ProductImage src={line.sku.image} alt="" size={child ? 48 : 64} />
      <div className={styles.itemText}>
        <span className={styles.itemName}>
          {line.tradeOrderLineBusinessType === 'GIFT' ? (
            <span className={styles.tag}>{t('orders.detail.gift')}</span>
          ) : null}
          {line.sku.name}
        </span>
        {attrs ? <span className={styles.attrs}>{attrs}</span> : null}
        {line.insurance ? (
          <span className={styles.attrs}>
            {t('orders.detail.insurance', { name: line.insurance.insuranceName })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Wide screens: item info, unit price, quantity, subtotal and the after-sales column (spec §2). */
export function ItemTable({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const rows = order.tradeOrderLineList.flatMap((line) => [
    { line, child: false },
    ...(line.diySkuLineList ?? []).map((c) => ({ line: c, child: true })),
  ]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table may scroll sideways; the region must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby="items-title" tabIndex={0}>
      <table className={styles.table}>
        <caption className="k-sr-only">{t('orders.detail.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.detail.columns.item')}</th>
            <th scope="col" className={styles.num}>
              {t('orders.detail.columns.price')}
            </th>
            <th scope="col" className={styles.num}>
              {t('orders.detail.columns.qty')}
            </th>
            <th scope="col" className={styles.num}>
              {t('orders.detail.columns.subtotal')}
            </th>
            <th scope="col">{t('orders.detail.columns.afterSales')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, child }) => (
            <tr key={line.id} className={child ? styles.childRow : undefined}>
              <td>
                <ItemInfo line={line} child={child} />
              </td>
              <td className={styles.num}>{formatMoney(unitPrice(line))}</td>
              <td className={styles.num}>{quantityText(line, i18n.language)}</td>
              <td className={styles.num}>{formatMoney(line.tradeOrderLinePrice.skuAmt)}</td>
              <td>
                <AfterSalesCell order={order} line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Phones: the same lines as a list, each with its facts. */
export function ItemList({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <ul className={styles.itemList}>
      {order.tradeOrderLineList.map((line) => (
        <li key={line.id}>
          <ItemInfo line={line} />
          <PairList
            className={styles.itemFacts}
            rows={[
              [t('orders.detail.columns.price'), formatMoney(unitPrice(line))],
              [t('orders.detail.columns.qty'), quantityText(line, i18n.language)],
              [t('orders.detail.columns.subtotal'), formatMoney(line.tradeOrderLinePrice.skuAmt)],
            ]}
          />
          {lineInAfterSales(line) ? <AfterSalesCell order={order} line={line} /> : null}
          {line.diySkuLineList?.length ? (
            <ul className={styles.childList} aria-label={t('orders.detail.bundleParts')}>
              {line.diySkuLineList.map((c) => (
                <li key={c.id}>
                  <ItemInfo line={c} child />
                  <span className={styles.muted}>× {quantityText(c, i18n.language)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Delivery and installation booked with the order (spec §3 serviceDetail). */
export function ServiceBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const s = order.serviceDetail;
  if (!s) return null;
  const rows: [string, string | undefined][] = [
    [t('orders.detail.service.name'), s.serviceName],
    [t('orders.detail.service.number'), s.serviceId],
    [t('orders.detail.service.provider'), s.shippingName],
    [t('orders.detail.service.phone'), s.contactNumber],
    [t('orders.detail.service.charge'), s.serviceChargeAmt ? formatMoney(s.serviceChargeAmt) : undefined],
    [t('orders.detail.service.remark'), s.remark],
  ];
  return (
    <section className={styles.card} aria-labelledby="service-title">
      <h2 id="service-title" className={styles.cardTitle}>
        {t('orders.detail.service.title')}
      </h2>
      <PairList rows={rows} className={styles.pairs} />
    </section>
  );
}
