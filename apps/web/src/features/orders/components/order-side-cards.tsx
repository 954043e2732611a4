import { type Money, money, valueToMinor } from '@kontor/domain/money';
import { earnedPointsShown, invoiceState, taxRatePercent } from '@kontor/domain/orders/order-status';
import type { Address, OrderDetail } from '@kontor/domain/orders/orders-responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { allLines } from '../model/action-targets.ts';
import { quantityText } from '../model/order-line.ts';
import styles from './order-detail.module.css';

export function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id={id} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function addressLines(a: Address): string[] {
  const street = [a.poiName, a.houseNo].filter(Boolean).join(' ');
  const city = [a.postalCode, a.city].filter(Boolean).join(' ');
  const composed = [street, city, a.country].filter(Boolean);
  return (a.detailAddress ? [a.detailAddress, a.country] : composed).filter((x): x is string => !!x);
}

function AddressView({ address }: { address: Address }) {
  const { t } = useTranslation();
  const name = address.personName || [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <PairList
      className={styles.pairs}
      rows={[
        name ? [t('orders.detail.delivery.recipient'), name] : null,
        address.company ? [t('orders.detail.billing.company'), address.company] : null,
        address.taxCode ? [t('orders.detail.billing.taxCode'), address.taxCode] : null,
        address.personPhone ? [t('orders.detail.delivery.phone'), address.personPhone] : null,
        address.email ? [t('orders.detail.delivery.email'), address.email] : null,
        [
          t('orders.detail.delivery.address'),
          addressLines(address).map((line) => (
            <span key={line} className={styles.addressLine}>
              {line}
            </span>
          )),
        ],
      ]}
    />
  );
}

export function DeliveryCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.fulfillmentType === 'SITE_PICK_UP') {
    return (
      <SideCard id="delivery-info" title={t('orders.detail.delivery.title')}>
        <p className={styles.cardLead}>{t('orders.detail.delivery.pickup')}</p>
        <PairList
          className={styles.pairs}
          rows={[
            [
              t('orders.detail.delivery.store'),
              <>
                <span className={styles.addressLine}>{order.shop.siteName}</span>
                <span className={styles.addressLine}>{order.shop.siteAddress}</span>
              </>,
            ],
          ]}
        />
      </SideCard>
    );
  }
  const address = order.tradeContract?.selectedAddress;
  return (
    <SideCard id="delivery-info" title={t('orders.detail.delivery.title')}>
      {address ? (
        <AddressView address={address} />
      ) : (
        <p className={styles.muted}>{t('orders.detail.delivery.none')}</p>
      )}
    </SideCard>
  );
}

export function BillingCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const address = order.tradeContract?.billingAddress;
  return (
    <SideCard id="billing-info" title={t('orders.detail.billing.title')}>
      {address ? (
        <AddressView address={address} />
      ) : (
        <p className={styles.muted}>{t('orders.detail.billing.none')}</p>
      )}
    </SideCard>
  );
}

/** The invoice link, "pending" for a paid order still without one, nothing for an unpaid order (spec §4). */
export function InvoiceCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const url = order.invoiceUrl?.files[0]?.url;
  const state = invoiceState(order.displayStatus, !!url);
  if (state === 'none') return null;
  return (
    <SideCard id="invoice-info" title={t('orders.detail.invoice.title')}>
      {state === 'ready' ? (
        <p className={styles.cardLead}>
          {t('orders.detail.invoice.ready')}{' '}
          <a href={url} target="_blank" rel="noopener">
            {t('orders.detail.invoice.view')}
          </a>
        </p>
      ) : (
        <p className={styles.pending}>{t('orders.detail.invoice.pending')}</p>
      )}
    </SideCard>
  );
}

/** Services and vouchers used with a code: what they are and, when offered, the codes. */
export function UseInfoCard({ order, onShowCodes }: { order: OrderDetail; onShowCodes?: () => void }) {
  const { t, i18n } = useTranslation();
  const lines = allLines(order).filter((l) => ['SERVICE', 'GIFT_CARD'].includes(l.sku.businessTypeDict));
  if (lines.length === 0 && order.bizCode !== 'virtual_shopping_card') return null;
  return (
    <SideCard id="use-info" title={t('orders.detail.useInfo.title')}>
      <p className={styles.cardLead}>{t('orders.detail.useInfo.text')}</p>
      <ul className={styles.plainList}>
        {lines.map((l) => (
          <li key={l.id}>
            {l.sku.name} × {quantityText(l, i18n.language)}
          </li>
        ))}
      </ul>
      {onShowCodes ? (
        <button type="button" className={styles.textButton} onClick={onShowCodes}>
          {t('orders.detail.useInfo.showCodes')}
        </button>
      ) : null}
    </SideCard>
  );
}

export function PaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const payments = order.tradeContract?.paymentOrderList ?? [];
  const records = payments.flatMap((po) => po.paymentRecordBOList.map((r) => ({ po, r })));
  return (
    <SideCard id="payment-info" title={t('orders.detail.payment.title')}>
      {records.length === 0 ? (
        <p className={styles.muted}>{t('orders.detail.payment.none')}</p>
      ) : (
        <ul className={styles.payments}>
          {records.map(({ po, r }) => (
            <li key={r.id}>
              <div className={styles.paymentHead}>
                <strong>
                  {codeText(t, 'paymentStage', po.stage)} · {codeText(t, 'payChannel', r.payChannel)}
                </strong>
                <span
                  className={
                    r.recordStatus === 'PAY_SUCCESS'
                      ? styles.ok
                      : r.recordStatus === 'PAY_FAILED'
                        ? styles.bad
                        : styles.wait
                  }
                >
                  {codeText(t, 'paymentRecordStatus', r.recordStatus)}
                </span>
              </div>
              <span className={styles.muted}>
                {formatMoney(po.amount)} · {formatDate(r.updatedAt)}
              </span>
              {r.failedReason ? (
                <span className={styles.muted}>{codeText(t, 'paymentFailure', r.failedReason)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}

const positive = (m: Money | null | undefined) => !!m && Number(m.value) > 0;
const UNPAID = ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE'];

/** Items, shipping, charges, discounts, points, tax (rate × 100 %) and the total (spec §2, §3). */
export function BillSummaryCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const minus = (m: Money) => `− ${formatMoney(m)}`;
  const rows: { key: string; label: ReactNode; value: string; strong?: boolean }[] = [
    { key: 'items', label: t('orders.detail.bill.items'), value: formatMoney(order.skuAmt) },
    { key: 'shipping', label: t('orders.detail.bill.shipping'), value: formatMoney(order.shippingAmt) },
  ];
  if (positive(order.serviceChargeAmt))
    rows.push({
      key: 'service',
      label: t('orders.detail.bill.serviceCharge'),
      value: formatMoney(order.serviceChargeAmt),
    });
  if (positive(order.insuranceAmt))
    rows.push({
      key: 'insurance',
      label: t('orders.detail.bill.insurance'),
      value: formatMoney(order.insuranceAmt),
    });
  const benefits = order.activityList.flatMap((a) => a.benefitInfoList.map((b) => ({ a, b })));
  if (benefits.length > 0) {
    for (const [i, { b }] of benefits.entries()) {
      rows.push({
        key: `benefit-${i}`,
        label: (
          <>
            {b.benefitName}
            {b.benefitDesc ? <span className={styles.benefitDesc}>{b.benefitDesc}</span> : null}
          </>
        ),
        value: minus(b.discount),
      });
    }
  } else {
    if (positive(order.shopDiscountAmt))
      rows.push({
        key: 'shopDiscount',
        label: t('orders.detail.bill.shopDiscount'),
        value: minus(order.shopDiscountAmt),
      });
    if (positive(order.orderDiscountAmt))
      rows.push({
        key: 'orderDiscount',
        label: t('orders.detail.bill.orderDiscount'),
        value: minus(order.orderDiscountAmt),
      });
  }
  if (positive(order.pointDiscountAmount))
    rows.push({
      key: 'points',
      label: (
        <>
          {t('orders.detail.bill.points')}
          <span className={styles.benefitDesc}>
            {t('orders.detail.bill.pointsUsed', {
              count: order.actualPaidPoints || order.actualNeedPayPoints,
            })}
          </span>
        </>
      ),
      value: minus(order.pointDiscountAmount),
    });
  else if (order.actualPaidPoints + order.actualNeedPayPoints > 0)
    rows.push({
      key: 'points',
      label: t('orders.detail.bill.points'),
      value: t('orders.detail.bill.pointsUsed', {
        count: order.actualPaidPoints || order.actualNeedPayPoints,
      }),
    });
  rows.push({
    key: 'tax',
    label: t('orders.detail.bill.tax', { rate: taxRatePercent(order.taxRate) }),
    value: formatMoney(order.taxAmt),
  });
  rows.push({
    key: 'total',
    label: t('orders.detail.bill.total'),
    value: formatMoney(order.needPayAmt),
    strong: true,
  });
  if (positive(order.paidAmt))
    rows.push({
      key: 'paid',
      label: t('orders.detail.bill.paid'),
      value: formatMoney(order.paidAmt),
      strong: true,
    });
  if (UNPAID.includes(order.displayStatus)) {
    const left = valueToMinor(order.needPayAmt.value) - valueToMinor(order.paidAmt.value);
    if (left > 0)
      rows.push({
        key: 'toPay',
        label: t('orders.detail.bill.toPay'),
        value: formatMoney(money(left, order.needPayAmt.currency)),
        strong: true,
      });
  }
  return (
    <SideCard id="bill-summary" title={t('orders.detail.bill.title')}>
      <dl className={styles.bill}>
        {rows.map((r) => (
          <div key={r.key} className={r.strong ? styles.billStrong : undefined}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

export function RewardCards({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rewards}>
      <SideCard id="points-earned" title={t('orders.detail.points.title')}>
        <p className={styles.reward}>
          {t('orders.detail.points.value', { count: earnedPointsShown(order.earnPoints) })}
        </p>
      </SideCard>
      <SideCard id="growth-earned" title={t('orders.detail.growth.title')}>
        <p className={styles.reward}>{t('orders.detail.growth.value', { count: order.earnGrowthValue })}</p>
      </SideCard>
    </div>
  );
}
