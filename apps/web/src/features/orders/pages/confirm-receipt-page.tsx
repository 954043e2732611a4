import { CheckCircleFilled } from '@ant-design/icons';
import type { OrderPackage } from '@kontor/domain/orders/orders-responses';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import detailStyles from '../components/order-detail.module.css';
import { OrderSubpageHeading } from '../components/order-subpage-heading.tsx';
import { allLines } from '../model/action-targets.ts';
import { quantityText } from '../model/order-line.ts';
import styles from './confirm-receipt-page.module.css';

const SignDialog = lazy(() => import('../components/sign-package-dialog.tsx'));

/**
 * /buyer/confirm/:orderId: an order that came in several packages; each package on its way is
 * signed for on its own (spec §4 "Confirm receipt"). When the last one is signed the order is
 * complete and the buyer goes to /confirm-success.
 */
export default function ConfirmReceiptPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('orders.confirm.title'));
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const id = Number(useParams().orderId);
  const detail = useOrderDetail(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [signing, setSigning] = useState<{ pkg: OrderPackage; index: number; open: boolean } | null>(null);
  const order = detail.data;
  const lines = useMemo(() => new Map(order ? allLines(order).map((l) => [l.id, l]) : []), [order]);
  const packages = order?.packages.filter((p) => p.fulfillmentProgressStatus !== 'CANCEL') ?? [];
  const pending = packages.filter((p) => p.fulfillmentProgressStatus === 'SEND_DELIVERY');

  // Every package signed: the order is complete.
  useEffect(() => {
    if (order && order.displayStatus === 'COMPLETE' && !signing) {
      navigate(`${paths.confirmSuccess}?${new URLSearchParams({ orderId: String(order.id) })}`, {
        replace: true,
      });
    }
  }, [order, signing, navigate]);

  return (
    <div className={styles.page}>
      <OrderSubpageHeading orderId={id} title={t('orders.confirm.title')} titleRef={headingRef}>
        <p className={styles.intro}>{t('orders.confirm.intro')}</p>
      </OrderSubpageHeading>
      {detail.isError ? <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.isPending ? <PageSpinner /> : null}
      {order ? (
        <>
          <p className={styles.order}>
            {t('orders.orderNumber')} <strong>{order.tradeOrderCode}</strong>
          </p>
          {pending.length === 0 ? <p className={styles.done}>{t('orders.confirm.allDone')}</p> : null}
          <ol className={styles.packages}>
            {packages.map((pkg, i) => {
              const signed = pkg.fulfillmentProgressStatus === 'SIGN_IN';
              return (
                <li key={pkg.id} className={detailStyles.card} aria-labelledby={`pkg-${pkg.id}`}>
                  <div className={styles.packageHead}>
                    <h2 id={`pkg-${pkg.id}`} className={detailStyles.cardTitle}>
                      {t('orders.confirm.package', { index: i + 1 })}
                    </h2>
                    {signed ? (
                      <span className={styles.signed}>
                        <CheckCircleFilled aria-hidden="true" /> {t('orders.confirm.signed')}
                      </span>
                    ) : null}
                  </div>
                  <p className={detailStyles.muted}>
                    {pkg.fulfillmentServiceProvider?.entityName} · {pkg.serviceCode} ·{' '}
                    {t('orders.track.shippedAt', { date: formatDate(pkg.createdAt) })}
                  </p>
                  <ul className={styles.lines}>
                    {pkg.fulfillmentProgressLineList.map((pl) => {
                      const line = lines.get(pl.tradeOrderLine.id);
                      return (
                        <li key={pl.tradeOrderLine.id}>
                          <ProductImage src={line?.sku.image ?? ''} alt="" size={56} />
                          <span className={styles.lineName}>
                            {line?.sku.name ?? `#${pl.tradeOrderLine.id}`}
                          </span>
                          <span className={styles.qty}>
                            × {line ? quantityText({ ...line, tradeQty: pl.qty }, i18n.language) : pl.qty}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  {!signed ? (
                    <button
                      type="button"
                      data-sign-package={pkg.id}
                      className={styles.sign}
                      onClick={() => setSigning({ pkg, index: i + 1, open: true })}
                    >
                      {t('orders.confirm.sign', { index: i + 1 })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {signing ? (
            <Suspense fallback={null}>
              <SignDialog
                orderId={order.id}
                packageId={signing.pkg.id}
                index={signing.index}
                open={signing.open}
                onClose={() => setSigning((s) => (s ? { ...s, open: false } : s))}
                afterClose={() => {
                  setSigning(null);
                  // The signed package's button is gone: on to the next package, else the heading.
                  if (document.activeElement && document.activeElement !== document.body) return;
                  const next =
                    document.querySelector<HTMLElement>('[data-sign-package]') ?? headingRef.current;
                  next?.focus();
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
