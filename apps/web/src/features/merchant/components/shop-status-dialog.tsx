import { SHOP_STATUS_TRANSITIONS, type ShopStatusChoice } from '@kontor/domain/merchant/merchant-application';
import type { ShopSummary } from '@kontor/domain/merchant/merchant-responses';
import { Alert, Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useAdminChangeShopStatus } from '../api/admin-change-shop-status.ts';
import styles from './operator-console.module.css';

/** The operator moves a shop to active, frozen or cleared; a reason is required and logged. */
export function ShopStatusDialog({ shop, onClose }: { shop: ShopSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useAdminChangeShopStatus();
  const choices = SHOP_STATUS_TRANSITIONS[shop.merchantStatus] ?? [];
  const [status, setStatus] = useState<ShopStatusChoice | undefined>(choices[0]);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const statusId = useId();
  const reasonId = useId();

  const save = () => {
    if (!status) return;
    if (!reason.trim()) return setMissingReason(true);
    change.mutate({ shopId: shop.id, merchantStatus: status, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t('merchant.admin.shops.changeTitle', { name: shop.name })}
      okText={t('merchant.admin.shops.save')}
      cancelText={t('common.close')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <p>
        {t('merchant.admin.shops.current')}{' '}
        <strong>{t(`merchant.admin.shopStatus.${shop.merchantStatus}`)}</strong>
      </p>
      <div className={styles.reasonField}>
        <label htmlFor={statusId}>{t('merchant.admin.shops.newStatus')}</label>
        <Select
          id={statusId}
          value={status}
          onChange={setStatus}
          options={choices.map((c) => ({ value: c, label: t(`merchant.admin.shopStatus.${c}`) }))}
        />
      </div>
      <div className={styles.reasonField}>
        <label htmlFor={reasonId}>{t('merchant.admin.shops.reason')}</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          maxLength={500}
          rows={3}
          status={missingReason ? 'error' : undefined}
          aria-invalid={missingReason || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setMissingReason(false);
          }}
        />
        <div role="alert" className={styles.fieldError}>
          {missingReason ? t('merchant.admin.errors.reason') : null}
        </div>
      </div>
      {change.isError ? <Alert type="error" showIcon message={errorMessage(change.error, t)} /> : null}
    </Modal>
  );
}
