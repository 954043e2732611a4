import { Button, Modal } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { shareLink } from '../model/action-targets.ts';
import styles from './order-action-dialogs.module.css';
import { type DialogProps, NARROW } from './order-dialog-parts.tsx';

/** Inviting others to a group order: the share link as a QR code and as text to copy. */
export function InviteDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const link = shareLink(window.location.origin, order.shop.id, order.id);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.invite.title')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>{t('orders.dialogs.close')}</Button>}
    >
      <p>{t('orders.dialogs.invite.text')}</p>
      <figure className={styles.qr}>
        <QRCodeSVG value={link} size={184} marginSize={2} title={t('orders.dialogs.invite.qr')} role="img" />
      </figure>
      <p className={styles.linkRow}>
        <span className={styles.muted}>{t('orders.dialogs.invite.link')}</span>
        <a href={link} className={styles.link}>
          {link}
        </a>
        <CopyButton text={link} label={t('orders.dialogs.invite.copy')} />
      </p>
    </Modal>
  );
}
