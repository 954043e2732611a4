import type { OrderOperation } from '@kontor/domain/orders/order-status';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './action-button.tsx';
import styles from './order-action-dialogs.module.css';
import type { DialogProps } from './order-dialog-parts.tsx';

/** Phones: the actions beyond the first two, as a bottom sheet with a cancel button last (spec §2). */
export function ActionSheet({
  open,
  onClose,
  afterClose,
  order,
  onRun,
  actions,
}: DialogProps & { actions: OrderOperation[] }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      placement="bottom"
      title={t('orders.dialogs.sheet.title')}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) afterClose();
      }}
      size="auto"
      closable={false}
      styles={{ body: { padding: 16 } }}
    >
      <ul className={styles.sheet}>
        {actions.map((op) => (
          <li key={op}>
            <ActionButton op={op} order={order} look="sheet" onRun={onRun} onFollow={onClose} />
          </li>
        ))}
      </ul>
      <Button block size="large" className={styles.sheetCancel} onClick={onClose}>
        {t('orders.dialogs.sheet.cancel')}
      </Button>
    </Drawer>
  );
}
