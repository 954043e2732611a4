import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import type { AddressType } from '@kontor/domain/addresses/address-rules';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddressList } from '../api/query-address-list.ts';
import { useSetDefaultAddress } from '../api/set-default-address.ts';
import { AddressCard } from '../components/address-card.tsx';
import styles from '../components/addresses.module.css';

// The form (with the phone and postcode rules of every country) loads when it is first opened.
const AddressFormModal = lazy(() =>
  import('../components/address-form-modal.tsx').then((m) => ({ default: m.AddressFormModal })),
);

type Editing = { type: AddressType; address: SavedAddress | null } | null;

/**
 * /buyer/addresses: the buyer's shipping and billing addresses, the default first (spec §2, §4):
 * add, edit, delete after confirmation, make one the default.
 */
export default function AddressesPage() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.title'));
  const list = useAddressList();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const busy = remove.isPending || makeDefault.isPending;

  const section = (type: AddressType) => {
    const mine = (list.data ?? []).filter((a) => a.addressType === type);
    const headingId = `addresses-${type.toLowerCase()}`;
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionHead}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {t(type === 'SHIPPING' ? 'addresses.shipping' : 'addresses.billing')}
          </h2>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ type, address: null })}>
            {t(type === 'SHIPPING' ? 'addresses.addShipping' : 'addresses.addBilling')}
          </Button>
        </div>
        {mine.length === 0 ? (
          <div className={styles.empty}>
            <EnvironmentOutlined aria-hidden="true" className={styles.emptyIcon} />
            <p>{t(type === 'SHIPPING' ? 'addresses.emptyShipping' : 'addresses.emptyBilling')}</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {mine.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                busy={busy}
                onEdit={() => setEditing({ type, address: a })}
                onSetDefault={() =>
                  makeDefault.mutate(a.id, { onSuccess: () => toast.success(t('addresses.defaultSet')) })
                }
                onDelete={() =>
                  remove.mutate(a.id, { onSuccess: () => toast.success(t('addresses.deleted')) })
                }
              />
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className={styles.page}>
      <PageHeading title={t('addresses.title')} />
      {list.isPending ? <PageSpinner /> : null}
      {list.isError ? <ErrorAlert error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.data ? (
        <>
          {section('SHIPPING')}
          {section('BILLING')}
        </>
      ) : null}
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      {makeDefault.isError ? <ErrorAlert error={makeDefault.error} /> : null}
      {editing ? (
        <Suspense fallback={<PageSpinner />}>
          <AddressFormModal
            open
            type={editing.type}
            address={editing.address}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
