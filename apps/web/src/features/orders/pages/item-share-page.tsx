import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';
import styles from './item-share-page.module.css';

/** /items/:shopId/:orderId: the group-buying share link, as a QR code to open on a phone. */
export default function ItemSharePage() {
  const { t } = useTranslation();
  const { shopId, orderId } = useParams();
  const link = `${window.location.origin}${window.location.pathname}`;
  return (
    <ComingSoon title={t('orders.share.title')} description={t('orders.share.text')}>
      <figure className={styles.qr}>
        <QRCodeSVG value={link} size={168} marginSize={2} title={t('orders.share.qrTitle')} role="img" />
        <figcaption>{t('orders.share.scan')}</figcaption>
      </figure>
      {orderId ? <RouteFact label={t('orders.orderNumber')} value={orderId} /> : null}
      {shopId ? <RouteFact label={t('orders.share.shop')} value={shopId} /> : null}
    </ComingSoon>
  );
}
