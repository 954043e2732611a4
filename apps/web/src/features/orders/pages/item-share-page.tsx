import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths, to } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useJoinGroupBuy } from '../api/join-group-buy.ts';
import { useGroupBuyShare } from '../api/query-group-buy-share.ts';
import styles from './item-share-page.module.css';

const idOf = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) ? Number(v) : 0);

/**
 * /items/:shopId/:orderId: the group-buying share link — the product with the group offer, who
 * joined, the way to the product page, and the link again as a QR code to pass on (decision 062).
 * A signed-in buyer who is not in the group joins it through checkout (decision 068); a visitor is
 * asked to sign in first; otherwise the page says why joining is not possible.
 */
export default function ItemSharePage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.share.title'));
  const params = useParams();
  const shopId = idOf(params.shopId);
  const orderId = idOf(params.orderId);
  const user = useCurrentUser();
  const share = useGroupBuyShare(shopId, orderId, isMember(user.data) ? user.data.id : null);
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const link = `${window.location.origin}${window.location.pathname}`;
  const location = useLocation();
  const navigate = useNavigate();
  const joining = useJoinGroupBuy();
  const onJoin = () =>
    joining.mutate(
      { shopId, orderId },
      {
        onSuccess: ({ id }) =>
          navigate(`${paths.checkout}?${new URLSearchParams({ tradeContractId: String(id) })}`),
        onError: () => share.refetch(),
      },
    );

  if (!shopId || !orderId || (share.isError && isApiError(share.error) && share.error.status === 404)) {
    return (
      <div className={styles.page}>
        <PageHeading title={t('orders.share.title')} subtitle={t('orders.share.notFound')} />
        <Link to={paths.home}>{t('common.backHome')}</Link>
      </div>
    );
  }
  if (share.isPending) return <PageSpinner />;
  if (share.isError) return <ErrorAlert error={share.error} onRetry={() => share.refetch()} />;
  const g = share.data;
  return (
    <div className={styles.page}>
      <PageHeading title={t('orders.share.title')} subtitle={t('orders.share.text')} />
      <section className={styles.offer} aria-labelledby="group-item">
        <ProductImage src={g.item.image} size={160} />
        <div className={styles.facts}>
          <div>
            <h2 id="group-item">{g.item.name}</h2>
            <p className={styles.muted}>
              {g.item.skuName} · {g.shopName}
            </p>
          </div>
          <p className={styles.prices}>
            <span className="k-sr-only">{t('orders.share.groupPrice')}</span>
            <span className={styles.groupPrice}>{formatMoney(g.groupPrice)}</span>
            <span className="k-sr-only">{t('orders.share.price')}</span>
            <span className={styles.regular}>{formatMoney(g.price)}</span>
          </p>
          <p className={styles.status}>
            {t(`orders.share.status.${g.status}`)} ·{' '}
            {t('orders.share.joined', { count: g.members.length, size: g.groupSize })}
          </p>
          {g.status === 'OPEN' ? (
            <p className={styles.muted}>{t('orders.share.expires', { date: formatDate(g.expiresAt) })}</p>
          ) : null}
          <div className={styles.actions}>
            {g.join === 'join' ? (
              <button
                type="button"
                className={styles.joinButton}
                onClick={onJoin}
                disabled={joining.isPending}
              >
                {joining.isPending ? t('orders.share.joining') : t('orders.share.join')}
              </button>
            ) : g.join === null ? (
              <Link
                className={styles.joinButton}
                to={`${paths.login}?${new URLSearchParams({ redirect: location.pathname })}`}
              >
                {t('orders.share.signInToJoin')}
              </Link>
            ) : null}
            <Link className={styles.productLink} to={to('product', { urlKey: g.item.urlKey })}>
              {t('orders.share.viewProduct')}
            </Link>
          </div>
          {g.join !== null && g.join !== 'join' ? (
            <p className={styles.why}>{t(`groupBuy.errors.${g.join}`)}</p>
          ) : null}
          {joining.isError ? (
            <p className={styles.error} role="alert">
              {errorMessage(joining.error, t)}
            </p>
          ) : null}
        </div>
      </section>
      <section className={styles.members} aria-labelledby="group-members">
        <h2 id="group-members">{t('orders.share.members')}</h2>
        <ul className={styles.memberList}>
          {g.members.map((m) => (
            <li key={`${m.name}-${m.joinedAt}`} className={styles.member}>
              <span>
                {m.name}{' '}
                {m.leader ? <span className={styles.leader}>· {t('orders.share.leader')}</span> : null}
              </span>
              <span className={styles.muted}>
                {t('orders.share.joinedAt', { date: formatDate(m.joinedAt) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <figure className={styles.qr}>
        <QRCodeSVG value={link} size={168} marginSize={2} title={t('orders.share.qrTitle')} role="img" />
        <figcaption>{t('orders.share.scan')}</figcaption>
      </figure>
    </div>
  );
}
