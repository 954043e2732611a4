import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressLines } from './address-lines.tsx';
import styles from './addresses.module.css';

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  busy: boolean;
}

/** One saved address: who, where (in its country's format), how to reach them, and its actions. */
export function AddressCard({ address: a, onEdit, onDelete, onSetDefault, busy }: AddressCardProps) {
  const { t } = useTranslation();
  const headingId = `address-${a.id}`;
  const phone = [a.areaCode, a.personPhone].filter(Boolean).join(' ');
  return (
    <li
      className={a.isDefault ? `${styles.card} ${styles.cardDefault}` : styles.card}
      aria-labelledby={headingId}
    >
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.name}>
          {a.personName}
        </h3>
        {a.isDefault ? <span className={styles.badge}>{t('addresses.default')}</span> : null}
      </div>
      {a.company ? <p className={styles.company}>{a.company}</p> : null}
      <AddressLines lines={a.addressLines} country={a.country} />
      <dl className={styles.contact}>
        <dt>{t('addresses.card.phone')}</dt>
        <dd>{phone}</dd>
        <dt>{t('addresses.card.email')}</dt>
        <dd>{a.email}</dd>
        {a.taxCode ? (
          <>
            <dt>{t('addresses.card.taxCode')}</dt>
            <dd>{a.taxCode}</dd>
          </>
        ) : null}
        {a.taxDocument ? (
          <>
            <dt>{t('addresses.card.taxDocument')}</dt>
            <dd>
              <a href={a.taxDocument.url} target="_blank" rel="noreferrer">
                {a.taxDocument.name}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button size="small" onClick={onEdit} aria-describedby={headingId}>
          {t('addresses.edit')}
        </Button>
        {a.isDefault ? null : (
          <Button size="small" onClick={onSetDefault} disabled={busy} aria-describedby={headingId}>
            {t('addresses.setDefault')}
          </Button>
        )}
        <Popconfirm
          title={t('addresses.deleteConfirm')}
          description={t('addresses.deleteConfirmText')}
          okText={t('addresses.delete')}
          cancelText={t('addresses.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger disabled={busy} aria-describedby={headingId}>
            {t('addresses.delete')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
