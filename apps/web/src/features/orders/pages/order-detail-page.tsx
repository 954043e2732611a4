import type { OrderDetail } from '@kontor/domain/orders/orders-responses';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, isApiError } from '../../../shared/api-client.ts';
import { paths } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { GiftCardsCard } from '../../gift-cards/index.ts';
import { useOrderByLink, useOrderDetail } from '../api/order-detail.ts';
import {
  ActionList,
  MobileActionBar,
  type OrderActions,
  useOrderActions,
} from '../components/order-actions.tsx';
import detailStyles from '../components/order-detail.module.css';
import { OrderHeader } from '../components/order-header.tsx';
import { ItemList, ItemTable, ServiceBlock } from '../components/order-items.tsx';
import {
  BillingCard,
  BillSummaryCard,
  DeliveryCard,
  InvoiceCard,
  PaymentCard,
  RewardCards,
  UseInfoCard,
} from '../components/order-side-cards.tsx';
import { OrderTimelineView } from '../components/order-timeline-view.tsx';
import styles from './order-detail-page.module.css';

/** Gift-card orders' business code (spec §9); their cards show in the main column. */
const GIFT_CARD_BIZ_CODE = 'virtual_shopping_card';

/** A missing (or another buyer's) order answers 404: asking again will not help. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * /buyer/order/detail/:orderId (optional ?outTradeOrderCode, or ?token from a guest's e-mail): one order. Two columns on wide
 * screens, one with a fixed action bar on phones (spec §2).
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.detail.title'));
  const params = useParams();
  const [query] = useSearchParams();
  const id = Number(params.orderId);
  // The link of a guest's confirmation e-mail carries a signed token: that order, read only.
  const token = query.get('token');
  const byLink = useOrderByLink(id, token);
  const bySession = useOrderDetail(token ? 0 : id, query.get('outTradeOrderCode') ?? undefined);
  const detail = token ? byLink : bySession;
  // The order renders as a transition that yields (decision 071); the spinner stays meanwhile.
  const shown = useDeferredValue(detail.data);
  const user = useCurrentUser().data;
  const guest = !user || user.isTourist || token !== null;

  const heading = (
    <BackHeading
      title={t('orders.detail.title')}
      back={guest ? null : { to: paths.orders, label: t('orders.backToList') }}
    />
  );

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <div className={styles.page}>
        {heading}
        <ErrorAlert
          error={
            detail.error ??
            new ApiError({ status: 404, code: 'NOT_FOUND', key: 'errors.notFound', message: '' })
          }
          onRetry={detail.isError && !isMissing(detail.error) ? () => void detail.refetch() : undefined}
        />
      </div>
    );
  }
  if (detail.isPending || !shown) {
    return (
      <div className={styles.page}>
        {heading}
        <PageSpinner />
      </div>
    );
  }
  return <LoadedDetail order={shown} heading={heading} />;
}

function LoadedDetail({ order, heading }: { order: OrderDetail; heading: ReactNode }) {
  const mobile = useIsMobile();
  const api = useOrderActions(order, order);
  const { hash } = useLocation();

  // "Use" (toUse) leads to #use-info: bring that card into view and give it focus.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [hash]);

  return mobile ? (
    <MobileDetail order={order} api={api} heading={heading} />
  ) : (
    <DesktopDetail order={order} api={api} heading={heading} />
  );
}

function showCodes(api: OrderActions) {
  return api.actions.includes('checkVerifyCode') ? () => api.run('checkVerifyCode') : undefined;
}

function DesktopDetail({
  order,
  api,
  heading,
}: {
  order: OrderDetail;
  api: OrderActions;
  heading: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderHeader order={order} mobile={false} />
          <section className={detailStyles.card} aria-labelledby="items-title">
            <h2 id="items-title" className={detailStyles.cardTitle}>
              {t('orders.detail.items')}
            </h2>
            <ItemTable order={order} />
          </section>
          <ServiceBlock order={order} />
          {order.bizCode === GIFT_CARD_BIZ_CODE ? <GiftCardsCard orderId={order.id} /> : null}
          {api.actions.length > 0 ? (
            <section className={detailStyles.card} aria-labelledby="operations-title">
              <h2 id="operations-title" className={detailStyles.cardTitle}>
                {t('orders.detail.operations')}
              </h2>
              <ActionList api={api} className={styles.operations} mainLast={false} />
            </section>
          ) : null}
          <OrderTimelineView order={order} />
        </div>
        <aside className={styles.side} aria-label={t('orders.detail.summary')}>
          <DeliveryCard order={order} />
          <BillingCard order={order} />
          <InvoiceCard order={order} />
          <UseInfoCard order={order} onShowCodes={showCodes(api)} />
          <PaymentCard order={order} />
          <BillSummaryCard order={order} />
          <RewardCards order={order} />
        </aside>
      </div>
    </div>
  );
}

function MobileDetail({
  order,
  api,
  heading,
}: {
  order: OrderDetail;
  api: OrderActions;
  heading: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={api.actions.length > 0 ? `${styles.page} ${styles.withBar}` : styles.page}>
      {heading}
      <OrderHeader order={order} mobile />
      <section className={detailStyles.card} aria-labelledby="items-title">
        <h2 id="items-title" className={detailStyles.cardTitle}>
          {t('orders.detail.items')}
        </h2>
        <ItemList order={order} />
      </section>
      <ServiceBlock order={order} />
      {order.bizCode === GIFT_CARD_BIZ_CODE ? <GiftCardsCard orderId={order.id} /> : null}
      <DeliveryCard order={order} />
      <BillingCard order={order} />
      <InvoiceCard order={order} />
      <UseInfoCard order={order} onShowCodes={showCodes(api)} />
      <PaymentCard order={order} />
      <BillSummaryCard order={order} />
      <RewardCards order={order} />
      <OrderTimelineView order={order} />
      <MobileActionBar api={api} />
    </div>
  );
}
