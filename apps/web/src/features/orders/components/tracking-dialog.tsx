import { Button, Empty, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { to } from '../../../shared/paths.ts';
import { useOrderPackages } from '../api/order-packages.ts';
import { allLines } from '../model/action-targets.ts';
import styles from './order-action-dialogs.module.css';
import { DialogError, type DialogProps, Loading, WIDE } from './order-dialog-parts.tsx';
import { CAROUSEL_SLIDES, PackageCarousel } from './package-carousel.tsx';

/** An order's packages and their tracking, as a carousel (a link to the tracking page beyond it). */
export function TrackingDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const packages = useOrderPackages(order.id, order.tradeType);
  const lineNames = useMemo(() => new Map(allLines(order).map((l) => [l.id, l.sku.name])), [order]);
  const list = (packages.data ?? []).filter((p) => p.fulfillmentProgressStatus !== 'CANCEL');
  return (
    <Modal
      open={open}
      title={t('orders.track.modalTitle')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <div className={styles.footer}>
          {list.length > CAROUSEL_SLIDES ? (
            <Link to={to('expressTrack', { orderId: order.id })} onClick={onClose}>
              {t('orders.track.allPackages')}
            </Link>
          ) : (
            <span />
          )}
          <Button onClick={onClose}>{t('orders.dialogs.close')}</Button>
        </div>
      }
    >
      {packages.isPending ? <Loading /> : null}
      {packages.isError ? <DialogError text={t('orders.messages.retry')} /> : null}
      {packages.isSuccess && list.length === 0 ? <Empty description={t('orders.track.empty')} /> : null}
      {list.length > 0 ? <PackageCarousel packages={list} lineNames={lineNames} /> : null}
    </Modal>
  );
}
