import type { CouponCode } from '@kontor/domain/orders/orders-responses';
import { Button, Empty, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { useCouponCodes } from '../api/coupon-codes.ts';
import styles from './order-action-dialogs.module.css';
import { DialogError, type DialogProps, Loading, NARROW, WIDE } from './order-dialog-parts.tsx';

function CodeItem({ code }: { code: CouponCode }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const used = code.usedStatus === 'USED';
  return (
    <li className={used ? `${styles.codeItem} ${styles.codeUsed}` : styles.codeItem}>
      <div className={styles.codeRow}>
        <span className={styles.codeLabel}>{t('orders.dialogs.codes.code')}</span>
        <span className={styles.codeValue}>{code.couponCode}</span>
        <CopyButton
          text={code.couponCode}
          label={t('orders.dialogs.codes.copy', { code: code.couponCode })}
        />
      </div>
      {code.couponsPassword ? (
        <div className={styles.codeRow}>
          <span className={styles.codeLabel}>{t('orders.dialogs.codes.password')}</span>
          <span className={styles.codeValue}>{code.couponsPassword}</span>
        </div>
      ) : null}
      <p className={styles.codeStatus}>
        {used
          ? code.usedTime
            ? t('orders.dialogs.codes.usedAt', { date: formatDate(code.usedTime) })
            : t('orders.dialogs.codes.used')
          : t('orders.dialogs.codes.unused')}
      </p>
    </li>
  );
}

function CodeList({ codes, empty }: { codes: CouponCode[]; empty: string }) {
  if (codes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className={styles.codes}>
      {codes.map((c) => (
        <CodeItem key={c.couponCode} code={c} />
      ))}
    </ul>
  );
}

/** Gift-card codes: tabs unused and used (spec §2). */
export function VoucherCodesDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const codes = useCouponCodes(order.id);
  const all = codes.data ?? [];
  const unused = all.filter((c) => c.usedStatus !== 'USED');
  const used = all.filter((c) => c.usedStatus === 'USED');
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.codes.title')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>{t('orders.dialogs.close')}</Button>}
    >
      {codes.isPending ? <Loading /> : null}
      {codes.isError ? <DialogError text={t('orders.messages.retry')} /> : null}
      {codes.isSuccess && all.length === 0 ? <Empty description={t('orders.dialogs.codes.empty')} /> : null}
      {codes.isSuccess && all.length > 0 ? (
        <Tabs
          items={[
            {
              key: 'unused',
              label: `${t('orders.dialogs.codes.unused')} (${unused.length})`,
              children: <CodeList codes={unused} empty={t('orders.dialogs.codes.emptyUnused')} />,
            },
            {
              key: 'used',
              label: `${t('orders.dialogs.codes.used')} (${used.length})`,
              children: <CodeList codes={used} empty={t('orders.dialogs.codes.emptyUsed')} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}

/** Service verification codes: narrow, scrolling above 500 px (spec §2). */
export function VerificationCodesDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const codes = useCouponCodes(order.id);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.codes.verifyTitle')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      styles={{ body: { maxHeight: 500, overflowY: 'auto' } }}
      footer={<Button onClick={onClose}>{t('orders.dialogs.close')}</Button>}
    >
      {codes.isPending ? <Loading /> : null}
      {codes.isError ? <DialogError text={t('orders.messages.retry')} /> : null}
      {codes.isSuccess ? (
        <>
          {codes.data.length > 0 ? <p className={styles.muted}>{t('orders.dialogs.codes.hint')}</p> : null}
          <CodeList codes={codes.data} empty={t('orders.dialogs.codes.empty')} />
        </>
      ) : null}
    </Modal>
  );
}
