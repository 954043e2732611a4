import { PlusOutlined } from '@ant-design/icons';
import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import { ADDRESS_SITE_RULES, type AddressType } from '@kontor/domain/addresses/address-rules';
import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import type { UpdateTradeContractAddressInput } from '@kontor/domain/payments/checkout-schemas';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { AddressLines, LazyAddressFormModal, useAddressList } from '../../addresses/index.ts';
import { useUpdateContractAddress } from '../api/update-contract-address.ts';
import { addressLines } from '../model/address-lines.ts';
import styles from './payments.module.css';

type Snapshot = Record<string, unknown> | null;
const SAME_AS_SHIPPING = 'same';

const savedId = (a: Snapshot): number | null => (typeof a?.id === 'number' ? a.id : null);

/** A contract's address: the name, then the lines its country writes (as the address book showed them). */
function ContractAddress({ address }: { address: Record<string, unknown> }) {
  const stored = Array.isArray(address.addressLines)
    ? address.addressLines.filter((l): l is string => typeof l === 'string')
    : null;
  const name = typeof address.personName === 'string' ? address.personName : null;
  const company = typeof address.company === 'string' ? address.company : null;
  const country = typeof address.country === 'string' ? address.country : null;
  if (!stored) return <AddressLines lines={addressLines(address)} />;
  return (
    <div>
      {name ? <strong>{name}</strong> : null}
      {company ? <div>{company}</div> : null}
      <AddressLines lines={stored} country={country} />
    </div>
  );
}

/** One saved address as a choice: the name and the address in its country's lines. */
function Choice({ address }: { address: SavedAddress }) {
  return (
    <span className={styles.addressChoice}>
      <strong>{address.personName}</strong>
      {address.company ? <span>{address.company}</span> : null}
      <AddressLines lines={address.addressLines} country={address.country} />
    </span>
  );
}

/**
 * The checkout's shipping and billing addresses (decision 042): the contract starts with the buyer's
 * defaults; the buyer picks another saved address from a list or adds one in the address book's
 * dialog, and the choice is written to the contract on the server. Without a shipping address the
 * buyer is asked to add one (and cannot pay).
 */
export function CheckoutAddresses({ contract }: { contract: TradeContractDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  const book = useAddressList();
  const update = useUpdateContractAddress();
  const [choosing, setChoosing] = useState<AddressType | null>(null);
  const [adding, setAdding] = useState<AddressType | null>(null);

  const selected = contract.selectedAddress;
  const billing = contract.billingAddress;
  const selectedId = savedId(selected);
  const billingId = savedId(billing);
  const delivers = (a: SavedAddress) =>
    (ADDRESS_SITE_RULES[site.code].shippingCountries as readonly string[]).includes(a.country);
  const enabled = (book.data ?? []).filter((a) => a.addressStatus === 'ENABLED');
  const shippingBook = enabled.filter((a) => a.addressType === 'SHIPPING' && delivers(a));
  const billingBook = enabled.filter((a) => a.addressType === 'BILLING');
  const shippingOpen = choosing === 'SHIPPING' || !selected;
  // The choice shows at once; the contract's answer follows (and a failure puts the old one back).
  const asked = update.isPending ? update.variables : undefined;
  const shownShipping = asked?.selectedAddressId ?? selectedId;
  const shownBilling =
    asked && asked.billingAddressId !== undefined
      ? (asked.billingAddressId ?? SAME_AS_SHIPPING)
      : (billingId ?? (billing ? null : SAME_AS_SHIPPING));

  const choose = (change: Omit<UpdateTradeContractAddressInput, 'id'>) =>
    update.mutate(
      { id: contract.id, ...change },
      {
        onSuccess: () => {
          setChoosing(null);
          toast.success(t('payments.checkout.addressChanged'));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );

  const onSaved = (type: AddressType, saved: SavedAddress) => {
    if (type === 'SHIPPING') {
      if (delivers(saved)) choose({ selectedAddressId: saved.id });
    } else if (selectedId !== null) choose({ selectedAddressId: selectedId, billingAddressId: saved.id });
  };

  const addButton = (type: AddressType) => (
    <Button icon={<PlusOutlined />} onClick={() => setAdding(type)} disabled={update.isPending}>
      {t(type === 'SHIPPING' ? 'payments.checkout.addShipping' : 'payments.checkout.addBilling')}
    </Button>
  );
  const toggle = (type: AddressType, headingId: string) => (
    <Button
      type="link"
      className={styles.linkButton}
      aria-expanded={choosing === type}
      aria-describedby={headingId}
      onClick={() => setChoosing(choosing === type ? null : type)}
    >
      {t(choosing === type ? 'payments.checkout.doneChoosing' : 'payments.checkout.change')}
    </Button>
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="checkout-shipping">
        <div className={styles.sectionHead}>
          <h2 id="checkout-shipping" className={styles.sectionTitle}>
            {t('payments.checkout.shipping')}
          </h2>
          {selected ? toggle('SHIPPING', 'checkout-shipping') : null}
        </div>
        {selected ? (
          <div data-testid="checkout-shipping-address">
            <ContractAddress address={selected} />
          </div>
        ) : (
          <Alert type="warning" showIcon title={t('checkoutErrors.addressRequired')} />
        )}
        {shippingOpen ? (
          book.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : book.isError ? (
            <ErrorAlert error={book.error} onRetry={() => void book.refetch()} />
          ) : (
            <div className={styles.addressChoices}>
              {shippingBook.length ? (
                <Radio.Group
                  aria-label={t('payments.checkout.chooseShipping')}
                  value={shownShipping}
                  disabled={update.isPending}
                  onChange={(e) => choose({ selectedAddressId: e.target.value as number })}
                  className={styles.choiceList}
                >
                  {shippingBook.map((a) => (
                    <Radio key={a.id} value={a.id} className={styles.cardOption}>
                      <Choice address={a} />
                    </Radio>
                  ))}
                </Radio.Group>
              ) : null}
              <div>{addButton('SHIPPING')}</div>
            </div>
          )
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="checkout-billing">
        <div className={styles.sectionHead}>
          <h2 id="checkout-billing" className={styles.sectionTitle}>
            {t('payments.checkout.billing')}
          </h2>
          {selectedId !== null ? toggle('BILLING', 'checkout-billing') : null}
        </div>
        {billing ? (
          <div data-testid="checkout-billing-address">
            <ContractAddress address={billing} />
          </div>
        ) : (
          <p className={styles.note}>{t('payments.checkout.sameAsShipping')}</p>
        )}
        {choosing === 'BILLING' && selectedId !== null ? (
          <div className={styles.addressChoices}>
            <Radio.Group
              aria-label={t('payments.checkout.chooseBilling')}
              value={shownBilling}
              disabled={update.isPending}
              onChange={(e) =>
                choose({
                  selectedAddressId: selectedId,
                  billingAddressId: e.target.value === SAME_AS_SHIPPING ? null : (e.target.value as number),
                })
              }
              className={styles.choiceList}
            >
              <Radio value={SAME_AS_SHIPPING} className={styles.cardOption}>
                {t('payments.checkout.sameAsShipping')}
              </Radio>
              {billingBook.map((a) => (
                <Radio key={a.id} value={a.id} className={styles.cardOption}>
                  <Choice address={a} />
                </Radio>
              ))}
            </Radio.Group>
            <div>{addButton('BILLING')}</div>
          </div>
        ) : null}
      </section>
      {adding ? (
        <Suspense fallback={null}>
          <LazyAddressFormModal
            open
            type={adding}
            onClose={() => setAdding(null)}
            onSaved={(saved) => onSaved(adding, saved)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
